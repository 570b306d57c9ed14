import type { CollectionConfig, Field } from 'payload'

import { privateRecords } from '../access'
import { csvDate } from '../admin/csv'
import { csvExportEndpoint } from '../admin/csv-export'
import { deliveryFields, restartDeliveryOnPending } from '../admin/delivery-fields'
import type { ListToolsProps } from '../admin/list-tools'
import { deliveryStatusText, LEAD_TYPES, labelOf } from '../options'
import type { Lead } from '../payload-types'

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** The booking's own fields (fixed price, hold deadline) are shown only on booking leads. */
const isBooking = (data: Partial<{ type: string }> | undefined) => data?.type === 'booking'

const utmFields: Field[] = UTM_KEYS.map((name) => ({ name, type: 'text', admin: { readOnly: true } }))

const SEARCH_FIELDS = ['name', 'phone', 'email']

/** The leads export: what a sales manager files or hands to a call centre. */
const exportColumns: { header: string; value: (lead: Lead) => unknown }[] = [
  { header: 'Номер', value: (lead) => lead.id },
  { header: 'Создана (МСК)', value: (lead) => csvDate(lead.createdAt) },
  { header: 'Тип', value: (lead) => labelOf(LEAD_TYPES, lead.type) },
  { header: 'Имя', value: (lead) => lead.name },
  { header: 'Телефон', value: (lead) => lead.phone },
  { header: 'E-mail', value: (lead) => lead.email },
  { header: 'Комментарий', value: (lead) => lead.comment },
  { header: 'Помещение', value: (lead) => (typeof lead.property === 'object' ? lead.property?.ref_id : lead.property) },
  {
    header: 'Ипотечная программа',
    value: (lead) => (typeof lead.mortgage_program === 'object' ? lead.mortgage_program?.name : lead.mortgage_program),
  },
  { header: 'Зафиксированная цена (₽)', value: (lead) => lead.booked_price },
  { header: 'Бронь действует до (МСК)', value: (lead) => csvDate(lead.hold_until) },
  { header: 'Страница', value: (lead) => lead.page_url },
  ...UTM_KEYS.map((key) => ({ header: key, value: (lead: Lead) => lead[key] })),
  { header: 'ID клиента аналитики', value: (lead) => lead.client_id },
  { header: 'Доставка', value: (lead) => deliveryStatusText(lead) },
  { header: 'Попыток доставки', value: (lead) => lead.delivery_attempts },
  { header: 'Ошибка доставки', value: (lead) => lead.delivery_error },
]

/** Quick filters above the list (the full filter builder stays under «Фильтры»). */
const listTools: ListToolsProps = {
  rowForms: ['заявка', 'заявки', 'заявок'],
  quickFilters: [
    { label: 'Все', where: {} },
    { label: 'Брони', where: { type: { equals: 'booking' } } },
    { label: 'За 7 дней', sinceDays: 7 },
    { label: 'Ожидают отправки', where: { delivery_status: { equals: 'pending' } } },
    { label: 'Ошибки доставки', where: { delivery_status: { equals: 'failed' } } },
  ],
}

/** Requests from visitors (consultation, callback, booking…). Personal data: staff only. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Заявка', plural: 'Заявки' },
  admin: {
    useAsTitle: 'name',
    group: 'Продажи',
    defaultColumns: ['createdAt', 'type', 'name', 'phone', 'property', 'booked_price', 'hold_until', 'delivery_status'],
    listSearchableFields: SEARCH_FIELDS,
    components: {
      beforeListTable: [{ path: '/cms/admin/list-tools#ListTools', clientProps: listTools }],
    },
  },
  access: privateRecords,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [restartDeliveryOnPending] },
  endpoints: [
    csvExportEndpoint<Lead>({ collection: 'leads', filename: 'leads', columns: exportColumns, searchFields: SEARCH_FIELDS, depth: 1 }),
  ],
  fields: [
    { name: 'type', label: 'Тип', type: 'select', options: [...LEAD_TYPES], required: true, defaultValue: 'consultation', index: true },
    { name: 'name', label: 'Имя', type: 'text' },
    { name: 'phone', label: 'Телефон', type: 'text' },
    { name: 'email', label: 'E-mail', type: 'email' },
    { name: 'comment', label: 'Комментарий', type: 'textarea' },
    {
      name: 'property',
      label: 'Помещение',
      type: 'relationship',
      relationTo: 'properties',
      admin: { components: { Cell: '/cms/admin/property-cell#PropertyCell' } },
    },
    { name: 'mortgage_program', label: 'Ипотечная программа', type: 'relationship', relationTo: 'mortgage-programs' },
    { name: 'client_id', label: 'ID клиента аналитики', type: 'text', admin: { readOnly: true } },
    { name: 'page_url', label: 'Страница', type: 'text', admin: { readOnly: true } },
    { type: 'collapsible', label: 'UTM-метки', admin: { initCollapsed: true }, fields: utmFields },
    {
      type: 'row',
      admin: { condition: isBooking },
      fields: [
        {
          name: 'booked_price',
          label: 'Цена брони, ₽',
          type: 'number',
          min: 0,
          admin: {
            readOnly: true,
            condition: isBooking,
            description: 'Цена на момент брони: она действует до конца брони',
            components: { Cell: '/cms/admin/rub-cell#RubCell' },
          },
        },
        {
          name: 'hold_until',
          label: 'Бронь до',
          type: 'date',
          admin: { readOnly: true, condition: isBooking, date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMMM yyyy, HH:mm' } },
        },
      ],
    },
    { name: 'form_fields', label: 'Все поля формы', type: 'json', admin: { readOnly: true } },
    ...deliveryFields(),
  ],
}
