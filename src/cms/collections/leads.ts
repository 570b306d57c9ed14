import type { CollectionConfig, Field } from 'payload'

import { privateRecords } from '../access'
import { DELIVERY_STATUSES, LEAD_TYPES } from '../options'

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** The booking's own fields (fixed price, hold deadline) are shown only on booking leads. */
const isBooking = (data: Partial<{ type: string }> | undefined) => data?.type === 'booking'

const utmFields: Field[] = UTM_KEYS.map((name) => ({ name, type: 'text', admin: { readOnly: true } }))

/** Requests from visitors (consultation, callback, booking…). Personal data: staff only. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Заявка', plural: 'Заявки' },
  admin: {
    useAsTitle: 'name',
    group: 'Продажи',
    defaultColumns: ['createdAt', 'type', 'name', 'phone', 'delivery_status'],
    listSearchableFields: ['name', 'phone', 'email'],
  },
  access: privateRecords,
  defaultSort: '-createdAt',
  fields: [
    { name: 'type', label: 'Тип', type: 'select', options: [...LEAD_TYPES], required: true, defaultValue: 'consultation', index: true },
    { name: 'name', label: 'Имя', type: 'text' },
    { name: 'phone', label: 'Телефон', type: 'text' },
    { name: 'email', label: 'E-mail', type: 'email' },
    { name: 'comment', label: 'Комментарий', type: 'textarea' },
    { name: 'property', label: 'Помещение', type: 'relationship', relationTo: 'properties' },
    { name: 'client_id', label: 'ID клиента аналитики', type: 'text', admin: { readOnly: true } },
    { name: 'page_url', label: 'Страница', type: 'text', admin: { readOnly: true } },
    { type: 'collapsible', label: 'UTM-метки', admin: { initCollapsed: true }, fields: utmFields },
    {
      type: 'row',
      admin: { condition: isBooking },
      fields: [
        {
          name: 'booked_price',
          label: 'Зафиксированная цена, ₽',
          type: 'number',
          min: 0,
          admin: { readOnly: true, condition: isBooking, description: 'Цена на момент брони: она действует до конца брони' },
        },
        {
          name: 'hold_until',
          label: 'Бронь действует до',
          type: 'date',
          admin: { readOnly: true, condition: isBooking, date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMMM yyyy, HH:mm' } },
        },
      ],
    },
    { name: 'form_fields', label: 'Все поля формы', type: 'json', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'delivery_status',
          label: 'Доставка в CRM',
          type: 'select',
          options: [...DELIVERY_STATUSES],
          defaultValue: 'pending',
          index: true,
        },
        { name: 'delivery_attempts', label: 'Попыток', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'delivery_error', label: 'Последняя ошибка доставки', type: 'text', admin: { readOnly: true } },
  ],
}
