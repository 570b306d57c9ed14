import type { CollectionConfig } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'
import { datePicker } from '../fields'
import { BUILDING_DATES, recordBuildingDates } from '../hooks/building-dates'
import { COMPLETION_STATUSES } from '../options'

const day = { date: datePicker(false) }

/** Корпус of the complex. */
export const Buildings: CollectionConfig = {
  slug: 'buildings',
  labels: { singular: 'Корпус', plural: 'Корпуса' },
  admin: { useAsTitle: 'name', group: 'Каталог', defaultColumns: ['name', 'completion_status', 'ready_quarter'] },
  access: publishedContent,
  defaultSort: 'number',
  hooks: { beforeChange: [recordBuildingDates] },
  fields: [
    { name: 'number', label: 'Номер', type: 'number', required: true, unique: true },
    { name: 'name', label: 'Название', type: 'text', required: true },
    { name: 'address', label: 'Адрес', type: 'text' },
    {
      name: 'completion_status',
      label: 'Статус',
      type: 'select',
      options: [...COMPLETION_STATUSES],
      required: true,
      defaultValue: 'construction',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ready_year',
          label: 'Год сдачи',
          type: 'number',
          required: true,
          admin: { description: 'Следует за плановой датой сдачи, когда она указана' },
        },
        { name: 'ready_quarter', label: 'Квартал сдачи', type: 'number', min: 1, max: 4, required: true },
      ],
    },
    { name: 'total_floors', label: 'Этажность', type: 'number' },
    {
      type: 'collapsible',
      label: 'Документы и сроки',
      admin: { description: 'Показываются покупателям на странице корпуса, в карточке квартиры и в подвале сайта.' },
      fields: [
        {
          name: 'declaration_url',
          label: 'Проектная декларация (ссылка на наш.дом.рф)',
          type: 'text',
          validate: (value: unknown) =>
            value == null || value === '' || /^https:\/\/[^\s]+$/.test(String(value)) || 'Укажите ссылку, начинающуюся с https://',
        },
        {
          type: 'row',
          fields: [
            { name: 'permit_number', label: 'Разрешение на строительство, №', type: 'text' },
            { name: 'permit_date', label: 'Дата разрешения', type: 'date', admin: day },
          ],
        },
        { name: 'escrow_bank', label: 'Банк эскроу-счетов', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'delivery_date', label: 'Плановая сдача дома', type: 'date', admin: day },
            { name: 'keys_date', label: 'Плановая выдача ключей', type: 'date', admin: day },
          ],
        },
        {
          name: 'date_moves',
          label: 'История переносов сроков',
          labels: { singular: 'Перенос', plural: 'Переносы' },
          type: 'array',
          // Written by the save when a date moves: buyers see every move, so an editor cannot drop one.
          admin: { readOnly: true, description: 'Заполняется сама, когда меняется дата сдачи или выдачи ключей.' },
          fields: [
            { name: 'kind', label: 'Срок', type: 'select', options: [...BUILDING_DATES], required: true },
            { name: 'from', label: 'Было', type: 'date', required: true, admin: day },
            { name: 'to', label: 'Стало', type: 'date', required: true, admin: day },
            { name: 'moved_at', label: 'Когда перенесли', type: 'date', required: true, admin: day },
          ],
        },
      ],
    },
    {
      name: 'geometry',
      label: 'Контур на генплане',
      type: 'json',
      // Drawn by a developer from the master plan's artwork; an editor has nothing to change here.
      access: { update: adminField },
      admin: { description: 'Многоугольник в координатах генплана: [[x, y], …]', condition: adminCondition },
    },
  ],
}
