import { LEAD_TYPES, PROPERTY_TYPES, labelOf } from '@/cms/options'
import type { Lead, Property, Subscriber, WatchMail } from '@/cms/payload-types'
import { formatArea, formatRub } from '@/lib/money'

/** The tables the outbox sweeps: the sales team's leads and subscribers, and the letters to watching buyers. */
export type OutboxCollection = 'leads' | 'subscribers' | 'watch-mails'

/** One row to deliver, in the two shapes the sinks need: labelled lines for people, structured data for a CRM. */
export interface DeliveryRecord {
  collection: OutboxCollection
  id: number
  event: 'lead.created' | 'subscriber.created' | 'watch-mail'
  /** The e-mail subject and heading. */
  title: string
  /** The message body, label and value, in reading order; empty values are left out. */
  lines: { label: string; value: string }[]
  /** The webhook's JSON: stable ASCII keys, raw values (ISO dates, rubles as numbers). */
  data: Record<string, unknown>
}

export const LEAD_TITLE = 'Новая заявка с сайта ЖК «Новая Заря»'
export const SUBSCRIBER_TITLE = 'Новая подписка на рассылку с сайта ЖК «Новая Заря»'

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

const moscowParts = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A stored date as people read it in Moscow: '25 ноября 2026, 14:05 (МСК)' (built from parts: ICU versions join them differently). */
export function moscowDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(moscowParts.formatToParts(date).map(({ type, value }) => [type, value]))
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (МСК)`
}

/** 'Квартира № 112, 2-комн., 54,3 м², этаж 7 (код NZ-1-112)' — what the sales manager looks up. */
export function propertyLabel(property: Property): string {
  const rooms =
    property.type !== 'flat' || property.rooms === null || property.rooms === undefined
      ? null
      : property.rooms === 0
        ? 'студия'
        : `${property.rooms}-комн.`
  const parts = [
    `${labelOf(PROPERTY_TYPES, property.type)} № ${property.number}`,
    rooms,
    formatArea(property.area),
    `этаж ${property.floor}`,
  ]
  return `${parts.filter(Boolean).join(', ')} (код ${property.ref_id})`
}

const line = (label: string, value: string | number | null | undefined) => ({
  label,
  value: value === null || value === undefined ? '' : String(value),
})
const present = (entry: { value: string }) => entry.value.trim() !== ''

/** A stored lead (property populated, depth 1) as a delivery record. */
export function leadRecord(lead: Lead): DeliveryRecord {
  const property = typeof lead.property === 'object' && lead.property ? lead.property : null
  const program = typeof lead.mortgage_program === 'object' && lead.mortgage_program ? lead.mortgage_program : null
  const bank = program && typeof program.bank === 'object' && program.bank ? program.bank : null
  const programLabel = program ? (bank?.name ? `${program.name} (${bank.name})` : program.name) : ''
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, lead[key] ?? null]).filter(([, value]) => value))
  const utmText = Object.entries(utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')
  return {
    collection: 'leads',
    id: lead.id,
    event: 'lead.created',
    title: LEAD_TITLE,
    lines: [
      line('Тип заявки', labelOf(LEAD_TYPES, lead.type)),
      line('Имя', lead.name),
      line('Телефон', lead.phone),
      line('E-mail', lead.email),
      line('Помещение', property ? propertyLabel(property) : typeof lead.property === 'number' ? `id ${lead.property}` : ''),
      line('Ипотечная программа', programLabel),
      line('Зафиксированная цена', typeof lead.booked_price === 'number' ? formatRub(lead.booked_price) : ''),
      line('Бронь действует до', moscowDateTime(lead.hold_until)),
      line('Комментарий', lead.comment),
      line('Страница', lead.page_url),
      line('UTM-метки', utmText),
      line('Клик Яндекс Директа (yclid)', lead.yclid),
      line('Клик Google Ads (gclid)', lead.gclid),
      line('ClientID Метрики', lead.client_id),
      line('Страница входа', lead.landing_page),
      line('Откуда пришёл', lead.referrer),
      line('Время перехода', moscowDateTime(lead.attributed_at)),
      line('Создана', moscowDateTime(lead.createdAt)),
      line('Номер заявки', lead.id),
    ].filter(present),
    data: {
      id: lead.id,
      type: lead.type,
      type_label: labelOf(LEAD_TYPES, lead.type),
      name: lead.name ?? null,
      phone: lead.phone ?? null,
      email: lead.email ?? null,
      comment: lead.comment ?? null,
      property: property
        ? {
            id: property.id,
            ref_id: property.ref_id,
            type: property.type,
            number: property.number,
            rooms: property.rooms ?? null,
            area: property.area,
            floor: property.floor,
            price: property.price,
          }
        : null,
      property_label: property ? propertyLabel(property) : null,
      mortgage_program: program ? { id: program.id, name: program.name, label: programLabel } : null,
      booked_price: lead.booked_price ?? null,
      hold_until: lead.hold_until ?? null,
      page_url: lead.page_url ?? null,
      client_id: lead.client_id ?? null,
      utm,
      // Where the buyer came from: the last non-direct click of the visit cookie (features/leads/attribution.ts).
      attribution: {
        ...utm,
        yclid: lead.yclid ?? null,
        gclid: lead.gclid ?? null,
        client_id: lead.client_id ?? null,
        landing_page: lead.landing_page ?? null,
        referrer: lead.referrer ?? null,
        attributed_at: lead.attributed_at ?? null,
      },
      // Each change of a booking's hold by a manager counts one up: the CRMs are told about it (hold-update.ts).
      hold_version: lead.hold_version ?? 0,
      crm_refs: lead.crm_refs ?? null,
      form_fields: lead.form_fields ?? null,
      created_at: lead.createdAt,
      updated_at: lead.updatedAt,
    },
  }
}

/** A stored mailing subscriber as a delivery record. */
export function subscriberRecord(subscriber: Subscriber): DeliveryRecord {
  return {
    collection: 'subscribers',
    id: subscriber.id,
    event: 'subscriber.created',
    title: SUBSCRIBER_TITLE,
    lines: [
      line('Имя', subscriber.name),
      line('E-mail', subscriber.email),
      line('Согласие на рекламную рассылку', subscriber.agree_advertising_mailings ? 'да' : 'нет'),
      line('Страница', subscriber.page_url),
      line('Подписка', moscowDateTime(subscriber.updatedAt ?? subscriber.createdAt)),
    ].filter(present),
    data: {
      id: subscriber.id,
      name: subscriber.name,
      email: subscriber.email,
      agree_advertising_mailings: Boolean(subscriber.agree_advertising_mailings),
      request_type: subscriber.request_type ?? null,
      page_url: subscriber.page_url ?? null,
      created_at: subscriber.createdAt,
      updated_at: subscriber.updatedAt,
    },
  }
}

/** A letter to a watching buyer, rendered when it was queued: `data` holds it as sent (to, subject, text, html, unsubscribe_url). */
export function watchMailRecord(mail: WatchMail): DeliveryRecord {
  return {
    collection: 'watch-mails',
    id: mail.id,
    event: 'watch-mail',
    title: mail.subject,
    lines: [],
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, unsubscribe_url: mail.unsubscribe_url ?? null },
  }
}
