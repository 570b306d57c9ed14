/**
 * The catalogue's vocabulary: stored values are ASCII (stable in SQL enums and URLs),
 * labels are the Russian texts the site shows.
 */
import {
  FEATURE_TAG_VALUES,
  FINISHING_KIND_VALUES,
  ORIENTATION_VALUES,
  PROPERTY_STATUS_VALUES,
  PROPERTY_TYPE_VALUES,
  STORED_PROPERTY_STATUS_VALUES,
} from './option-values'

export const option = <V extends string>(value: V, label: string) => ({ value, label }) as const

/** Options of a vocabulary whose values option-values.ts holds, in that order, each with its label. */
const labelled = <V extends string>(values: readonly [V, ...V[]], labels: Record<V, string>) =>
  values.map((value) => option(value, labels[value])) as unknown as readonly [
    { readonly value: V; readonly label: string },
    ...{ readonly value: V; readonly label: string }[],
  ]

export const PROPERTY_TYPES = labelled(PROPERTY_TYPE_VALUES, {
  flat: 'Квартира',
  parking: 'Машино-место',
  storage: 'Кладовая',
  commercial: 'Коммерческое помещение',
})

const STATUS_LABELS = { available: 'В продаже', booked: 'Забронирована', sold: 'Продана', off_sale: 'Не в продаже' } as const
/** The statuses visitors see and filter by. */
export const PROPERTY_STATUSES = labelled(PROPERTY_STATUS_VALUES, STATUS_LABELS)
/** The statuses a property is stored with in the CMS: also «Не в продаже» (a full price list took it off sale). */
export const STORED_PROPERTY_STATUSES = labelled(STORED_PROPERTY_STATUS_VALUES, STATUS_LABELS)

/** SPEC §3: 'стройка' means under construction, anything else means completed ('дом сдан'). */
export const COMPLETION_STATUSES = [option('construction', 'стройка'), option('completed', 'дом сдан')] as const

export const FINISHING_KINDS = labelled(FINISHING_KIND_VALUES, {
  none: 'без отделки',
  white_box: 'white box',
  finish: 'чистовая',
  furnished: 'с мебелью',
})

export const FEATURE_TAGS = labelled(FEATURE_TAG_VALUES, {
  corner_glazing: 'угловое остекление',
  terrace: 'терраса',
  master_bedroom: 'мастер-спальня',
  walk_in_closet: 'гардеробная',
  water_view: 'вид на воду',
  high_ceilings: 'высокие потолки',
  two_bathrooms: 'два санузла',
  kitchen_living: 'кухня-гостиная',
  dual_aspect: 'окна на две стороны',
})

export const ORIENTATIONS = labelled(ORIENTATION_VALUES, {
  n: 'север',
  ne: 'северо-восток',
  e: 'восток',
  se: 'юго-восток',
  s: 'юг',
  sw: 'юго-запад',
  w: 'запад',
  nw: 'северо-запад',
})

export const MORTGAGE_CATEGORIES = [
  option('market', 'Рыночная'),
  option('family', 'Семейная'),
  option('it', 'IT-ипотека'),
  option('subsidized', 'Субсидированная от застройщика'),
  option('installment', 'Рассрочка'),
] as const

export const LEAD_TYPES = [
  option('consultation', 'Консультация'),
  option('callback', 'Обратный звонок'),
  option('booking', 'Бронирование'),
  option('excursion', 'Запись на экскурсию'),
  option('mortgage', 'Заявка на ипотеку'),
  option('trade_in', 'Трейд-ин'),
] as const

export const DELIVERY_STATUSES = [
  option('pending', 'Ожидает отправки'),
  option('delivered', 'Доставлено'),
  option('failed', 'Ошибка доставки'),
] as const

/**
 * What a waiting lead says when the server has nowhere to deliver it (no CRM webhook, no SMTP): the worker
 * stores it as the row's delivery error, and the admin's list and CSV show it instead of «Ожидает отправки».
 */
export const DELIVERY_NOT_CONFIGURED =
  'доставка не настроена: не заданы LEADS_WEBHOOK_URL и SMTP_URL — заявка сохранена и будет отправлена, как только их зададут'

/** The status a manager reads: «доставка не настроена: …» for a pending row waiting for a destination, else its label. */
export function deliveryStatusText(row: { delivery_status?: string | null; delivery_error?: string | null }): string {
  if (row.delivery_status === 'pending' && row.delivery_error === DELIVERY_NOT_CONFIGURED) return DELIVERY_NOT_CONFIGURED
  return labelOf(DELIVERY_STATUSES, row.delivery_status)
}

/** Where a lead is in the sales team's work (the wording, lower case as in amoCRM's pipeline). */
export const LEAD_STATUSES = [
  option('new', 'новая'),
  option('in_progress', 'в работе'),
  option('won', 'успешно'),
  option('lost', 'отказ'),
] as const

/** Back-office roles: admin (everything), editor (content, promos, SEO, progress), sales (leads, bookings, prices). */
export const ROLES = [
  option('admin', 'Администратор'),
  option('editor', 'Редактор'),
  option('sales', 'Отдел продаж'),
  // A CRM's account: sends catalogue updates with an API key and nothing else (no admin panel, no other data).
  option('integration', 'Интеграция'),
] as const
export type Role = (typeof ROLES)[number]['value']

export const PROMO_PLACEMENTS = [
  option('banner', 'Баннер каталога'),
  option('promo', 'Промо в сетке каталога'),
  option('promo_feature', 'Промо-блок карточки'),
  option('discount', 'Скидка'),
  option('progress', 'Баннер хода строительства'),
] as const

export const VISITOR_LISTS = [
  option('favorite', 'Избранное'),
  option('viewed', 'Просмотренные'),
  option('pinned', 'Закреплённые'),
  option('compare', 'Сравнение'),
] as const

type Options = readonly { readonly value: string; readonly label: string }[]
export type OptionValue<T extends Options> = T[number]['value']

/** The Russian label of a stored value (the value itself when unknown). */
export function labelOf<T extends Options>(options: T, value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? value ?? ''
}

/** Catalogue imports (price lists, a CRM's pushes, connectors): their state, list kind and source. */
export const IMPORT_STATUSES = [
  option('planned', 'План'),
  option('awaiting', 'Ожидает подтверждения'),
  option('applied', 'Применён'),
  option('rolled_back', 'Откатан'),
  option('failed', 'Ошибка'),
] as const
export const IMPORT_MODES = [option('partial', 'Частичный список'), option('full', 'Полный список')] as const
export const IMPORT_SOURCE_KINDS = [option('file', 'Файл'), option('api', 'API CRM'), option('connector', 'Синхронизация с CRM')] as const

/** The work of «Интеграции с CRM» the CMS asks of the delivery feature (server/job-handlers.ts): «Проверить подключение», one per CRM. */
export const CRM_CHECK_TASK = 'crm-check'
/** The hourly upload of Metrica's offline conversions (jobs queue). */
export const OFFLINE_CONVERSIONS_TASK = 'metrika-offline-conversions'
