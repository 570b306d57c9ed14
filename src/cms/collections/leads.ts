import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { adminCondition, adminField, salesRecords } from '../access'
import { bookingHoldEndpoint } from '../admin/booking-hold'
import { csvDate } from '../admin/csv'
import { csvExportEndpoint } from '../admin/csv-export'
import { deliveryErrorCell, notesCell } from '../admin/lead-export'
import { deliveryFields, restartDeliveryOnPending } from '../admin/delivery-fields'
import { leadWorkflowBeforeChange, leadWorkflowFields } from '../admin/lead-workflow'
import { offlineConversionsEndpoint } from '../admin/offline-conversions'
import type { ListToolsProps } from '../admin/list-tools'
import { datePicker } from '../fields'
import { deliveryStatusText, LEAD_STATUSES, LEAD_TYPES, labelOf } from '../options'
import type { Lead, User } from '../payload-types'

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** The booking's own fields (fixed price, hold deadline) are shown only on booking leads. */
const isBooking = (data: Partial<{ type: string }> | undefined) => data?.type === 'booking'

/** The campaign tags in the marketers' words, the tag's own name kept in brackets. */
const UTM_LABELS: Record<(typeof UTM_KEYS)[number], string> = {
  utm_source: 'Источник (utm_source)',
  utm_medium: 'Канал (utm_medium)',
  utm_campaign: 'Кампания (utm_campaign)',
  utm_content: 'Объявление (utm_content)',
  utm_term: 'Ключевое слово (utm_term)',
}
const utmFields: Field[] = UTM_KEYS.map((name) => ({
  name,
  label: UTM_LABELS[name],
  type: 'text',
  admin: { readOnly: true, position: 'sidebar' },
}))

/**
 * Where the buyer came from (features/leads/attribution.ts): the last click that was not a direct visit, within 90
 * days, as the site's own cookie kept it. Written by the site when the lead is made, never by hand.
 */
const attributionFields: Field[] = [
  ...utmFields,
  { name: 'yclid', label: 'Клик Яндекс Директа', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  { name: 'gclid', label: 'Клик Google Ads', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  { name: 'landing_page', label: 'Страница входа', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  { name: 'referrer', label: 'Откуда пришёл', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  {
    name: 'attributed_at',
    label: 'Время перехода',
    type: 'date',
    admin: { readOnly: true, position: 'sidebar', date: datePicker(true) },
  },
]

/** A user as the export names them: their name, else their e-mail. */
const personOf = (user: number | User | null | undefined) => (typeof user === 'object' && user ? user.name || user.email : (user ?? ''))

const SEARCH_FIELDS = ['name', 'phone', 'email']

/** The leads export: what a sales manager files or hands to a call centre. */
const exportColumns: { header: string; value: (lead: Lead) => unknown }[] = [
  { header: 'Номер', value: (lead) => lead.id },
  { header: 'Создана (МСК)', value: (lead) => csvDate(lead.createdAt) },
  { header: 'Тип', value: (lead) => labelOf(LEAD_TYPES, lead.type) },
  { header: 'Статус', value: (lead) => labelOf(LEAD_STATUSES, lead.status) },
  { header: 'Ответственный', value: (lead) => personOf(lead.owner) },
  { header: 'Имя', value: (lead) => lead.name },
  { header: 'Телефон', value: (lead) => lead.phone },
  { header: 'E-mail', value: (lead) => lead.email },
  { header: 'Комментарий', value: (lead) => lead.comment },
  { header: 'Комментарии отдела продаж', value: (lead) => notesCell(lead.notes) },
  { header: 'Помещение', value: (lead) => (typeof lead.property === 'object' ? lead.property?.ref_id : lead.property) },
  {
    header: 'Ипотечная программа',
    value: (lead) => (typeof lead.mortgage_program === 'object' ? lead.mortgage_program?.name : lead.mortgage_program),
  },
  { header: 'Зафиксированная цена (₽)', value: (lead) => lead.booked_price },
  { header: 'Бронь действует до (МСК)', value: (lead) => csvDate(lead.hold_until) },
  { header: 'Страница', value: (lead) => lead.page_url },
  ...UTM_KEYS.map((key) => ({ header: key, value: (lead: Lead) => lead[key] })),
  { header: 'yclid', value: (lead) => lead.yclid },
  { header: 'gclid', value: (lead) => lead.gclid },
  { header: 'ClientID Метрики', value: (lead) => lead.client_id },
  { header: 'Страница входа', value: (lead) => lead.landing_page },
  { header: 'Откуда пришёл', value: (lead) => lead.referrer },
  { header: 'Время перехода (МСК)', value: (lead) => csvDate(lead.attributed_at) },
  { header: 'Доставка', value: (lead) => deliveryStatusText(lead) },
  { header: 'Попыток доставки', value: (lead) => lead.delivery_attempts },
  { header: 'Ошибка доставки', value: deliveryErrorCell },
]

/** Quick filters above the list (the full filter builder stays under «Фильтры»). */
const listTools: ListToolsProps = {
  rowForms: ['заявка', 'заявки', 'заявок'],
  quickFilters: [
    { label: 'Все', where: {} },
    { label: 'Новые', where: { status: { equals: 'new' } } },
    { label: 'В работе', where: { status: { equals: 'in_progress' } } },
    { label: 'Мои', mine: 'owner' },
    { label: 'Брони', where: { type: { equals: 'booking' } } },
    { label: 'Сегодня', sinceDays: 0 },
    { label: 'За 7 дней', sinceDays: 7 },
    { label: 'Ошибки доставки', where: { delivery_status: { equals: 'failed' } } },
  ],
}

/** The moment a lead becomes «успешно» is its conversion's time; a lead taken back out of «успешно» loses it. */
export function wonAtAfter(status: unknown, before: { status?: unknown; won_at?: unknown } | undefined, now: string): string | null {
  if (status !== 'won') return null
  return before?.status === 'won' && typeof before.won_at === 'string' ? before.won_at : now
}

const stampWon: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (!data || !('status' in data)) return data
  data.won_at = wonAtAfter(data.status, originalDoc as Lead | undefined, new Date().toISOString())
  return data
}

/** Requests from visitors (consultation, callback, booking…). Personal data: staff only. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Заявка', plural: 'Заявки' },
  admin: {
    useAsTitle: 'name',
    group: 'Продажи',
    defaultColumns: ['createdAt', 'status', 'type', 'name', 'phone', 'owner', 'property', 'hold_until', 'delivery_status'],
    listSearchableFields: SEARCH_FIELDS,
    components: {
      beforeListTable: [{ path: '/cms/admin/list-tools#ListTools', clientProps: listTools }],
    },
  },
  access: salesRecords,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [restartDeliveryOnPending, leadWorkflowBeforeChange, stampWon] },
  endpoints: [
    csvExportEndpoint<Lead>({ collection: 'leads', filename: 'leads', columns: exportColumns, searchFields: SEARCH_FIELDS, depth: 1 }),
    bookingHoldEndpoint,
    offlineConversionsEndpoint,
  ],
  fields: [
    { name: 'type', label: 'Тип', type: 'select', options: [...LEAD_TYPES], required: true, defaultValue: 'consultation', index: true },
    // What the buyer sent is kept as sent: read-only here, refused by the save (lead-workflow.ts); a
    // correction goes into the comment thread.
    { name: 'name', label: 'Имя', type: 'text', admin: { readOnly: true } },
    {
      name: 'phone',
      label: 'Телефон',
      type: 'text',
      admin: {
        readOnly: true,
        components: { Field: '/cms/admin/phone-field#ReadOnlyPhoneField', Cell: '/cms/admin/format-cells#PhoneCell' },
      },
    },
    { name: 'email', label: 'E-mail', type: 'email', admin: { readOnly: true } },
    { name: 'comment', label: 'Комментарий клиента', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'property',
      label: 'Помещение',
      type: 'relationship',
      relationTo: 'properties',
      admin: { components: { Cell: '/cms/admin/property-cell#PropertyCell' } },
    },
    {
      name: 'mortgage_program',
      label: 'Ипотечная программа',
      type: 'relationship',
      relationTo: 'mortgage-programs',
      admin: { description: 'Программа, о которой спрашивал клиент' },
    },
    { name: 'page_url', label: 'Страница', type: 'text', admin: { readOnly: true } },
    // ---- Attribution, in the sidebar: the campaign, the ad click, the Metrica ClientID, the landing page.
    ...attributionFields,
    { name: 'client_id', label: 'ClientID Метрики', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
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
            components: { Field: '/cms/admin/money-field#MoneyField', Cell: '/cms/admin/rub-cell#RubCell' },
          },
        },
        {
          name: 'hold_until',
          label: 'Бронь до',
          type: 'date',
          admin: { readOnly: true, condition: isBooking, date: datePicker(true) },
        },
      ],
    },
    // Extending or releasing the hold (sales): the flat's status on the site follows at once.
    {
      name: 'hold_actions',
      type: 'ui',
      admin: { condition: isBooking, components: { Field: '/cms/admin/booking-hold-field#BookingHoldField' } },
    },
    // The form as posted, as a table to read (Payload's JSON editor needs a code editor from a CDN).
    {
      name: 'form_fields',
      label: 'Все поля формы',
      type: 'json',
      access: { update: adminField },
      admin: { readOnly: true, condition: adminCondition, components: { Field: '/cms/admin/form-fields-table#FormFieldsTable' } },
    },
    // ---- Sales workflow: status, owner, comment thread (the programme is `mortgage_program` above) — src/cms/admin/lead-workflow.ts.
    ...leadWorkflowFields(),
    // ---- Delivery to the CRM and e-mail (outbox): src/cms/admin/delivery-fields.ts.
    ...deliveryFields(),
    // When the lead became «успешно»: the DateTime of its Metrica offline conversion.
    { name: 'won_at', label: 'Успешно с', type: 'date', admin: { position: 'sidebar', readOnly: true, date: datePicker(true) } },
    // Counts the manager's hold changes: each one is sent to the CRMs once more (features/delivery/hold-update.ts).
    { name: 'hold_version', type: 'number', defaultValue: 0, admin: { hidden: true } },
    // The CRMs' own ids of this lead, 'amocrm:10001' (a hold change is a note on that deal).
    { name: 'crm_refs', type: 'text', admin: { hidden: true } },
    // When the scheduled upload sent this conversion to Metrica.
    { name: 'conversion_uploaded_at', type: 'date', admin: { hidden: true } },
  ],
}
