import type { CollectionConfig } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'
import { COMPLETION_STATUSES } from '../options'

/** Корпус of the complex. */
export const Buildings: CollectionConfig = {
  slug: 'buildings',
  labels: { singular: 'Корпус', plural: 'Корпуса' },
  admin: { useAsTitle: 'name', group: 'Каталог', defaultColumns: ['name', 'completion_status', 'ready_quarter'] },
  access: publishedContent,
  defaultSort: 'number',
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
    { name: 'ready_year', label: 'Год сдачи', type: 'number', required: true },
    { name: 'ready_quarter', label: 'Квартал сдачи', type: 'number', min: 1, max: 4, required: true },
    { name: 'total_floors', label: 'Этажность', type: 'number' },
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
