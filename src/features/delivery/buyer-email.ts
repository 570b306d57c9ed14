import type { Transporter } from 'nodemailer'

import { BOOKING_TEXTS, bookingNumber, cancelLink, holdDeadlineSentence } from '@/features/booking'
import { moduleLogger } from '@/server/log'
import { formatArea, formatRub } from '@/lib/money'

import type { EmailMessage } from './message'
import type { DeliveryRecord } from './record'
import type { Sink } from './sinks'

/** The buyer's confirmation of a booking, addressed to the e-mail the booking form was given. */
export interface BuyerMessage extends EmailMessage {
  to: string
}

export interface BuyerEmailOptions {
  /** The site's public address: the cancel link points there. */
  siteUrl: string
  /** Signs the cancel link (PAYLOAD_SECRET). */
  secret: string
}

type BookedProperty = { number?: string | number; rooms?: number | null; area?: number; floor?: number; type?: string }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** 'квартира № 112, 2-комн., 54,3 м², этаж 7' — the flat as the buyer saw it on the card. */
function flatLabel(property: BookedProperty | null): string {
  if (!property) return ''
  const rooms = property.rooms === null || property.rooms === undefined ? null : property.rooms === 0 ? 'студия' : `${property.rooms}-комн.`
  const noun = property.type && property.type !== 'flat' ? 'помещение' : 'квартира'
  return [
    `${noun} № ${property.number}`,
    rooms,
    typeof property.area === 'number' ? formatArea(property.area) : null,
    `этаж ${property.floor}`,
  ]
    .filter(Boolean)
    .join(', ')
}

/**
 * The confirmation e-mail of a booking that left an e-mail: the booking number, the flat, the fixed price, the
 * deadline in Moscow time said as such, and the signed link to cancel. Null for every other record (a lead
 * of another type, a booking without e-mail, a subscriber): there is nothing to send the buyer.
 */
export function buyerConfirmation(record: DeliveryRecord, options: BuyerEmailOptions): BuyerMessage | null {
  const data = record.data as {
    id: number
    type?: string
    name?: string | null
    email?: string | null
    property?: BookedProperty | null
    booked_price?: number | null
    hold_until?: string | null
  }
  if (record.collection !== 'leads' || data.type !== 'booking' || !data.email || !data.hold_until) return null
  const number = bookingNumber(data.id)
  const flat = flatLabel(data.property ?? null)
  const link = cancelLink(data.id, options.siteUrl, options.secret)
  const subject = `Бронь ${number}: ${flat || 'квартира'} в ЖК «Новая Заря»`
  const lines: [string, string][] = [
    [BOOKING_TEXTS.number, number],
    ['Квартира', flat],
    [BOOKING_TEXTS.fixedPrice, typeof data.booked_price === 'number' ? formatRub(data.booked_price) : ''],
  ]
  const present = lines.filter(([, value]) => value)
  const greeting = data.name ? `Здравствуйте, ${data.name}!` : 'Здравствуйте!'
  const deadline = `${holdDeadlineSentence(data.hold_until)}.`
  const cancel = 'Передумали? Отменить бронь можно по ссылке — квартира сразу вернётся в продажу:'
  const text = [
    greeting,
    '',
    deadline,
    '',
    ...present.map(([label, value]) => `${label}: ${value}`),
    '',
    BOOKING_TEXTS.successText,
    '',
    cancel,
    link,
    '',
  ].join('\n')
  const rows = present
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#5b6170;font-weight:normal">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;color:#14182b">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html =
    `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#14182b">` +
    `<p>${escapeHtml(greeting)}</p><h1 style="font-size:20px">${escapeHtml(deadline)}</h1>` +
    `<table cellpadding="0" cellspacing="0">${rows}</table>` +
    `<p>${escapeHtml(BOOKING_TEXTS.successText)}</p>` +
    `<p>${escapeHtml(cancel)}<br><a href="${escapeHtml(link)}">${escapeHtml(BOOKING_TEXTS.cancelSubmit)}</a></p></body></html>`
  return { to: data.email, subject, text, html }
}

const log = moduleLogger('delivery')

/** A refusal of the buyer's address itself (mailbox unknown, domain refuses): no retry can change it. */
const refusedRecipient = (error: unknown) => {
  const { code, responseCode } = error as { code?: string; responseCode?: number }
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500
}

/**
 * The buyer's confirmation as one more sink of the outbox: it is sent with the lead's row, retried with it while
 * SMTP is down, and recorded in `delivered_to` so that a retry of another sink never sends it twice. A record
 * with nothing for the buyer is accepted at once. An address the mail server refuses for good is logged and
 * accepted: retrying would only mark the lead failed although the sales team has it.
 */
export function buyerEmailSink(options: BuyerEmailOptions & { transport: Pick<Transporter, 'sendMail'>; from: string }): Sink {
  return {
    name: 'buyer-email',
    async deliver(record) {
      const message = buyerConfirmation(record, options)
      if (!message) return
      try {
        await options.transport.sendMail({ from: options.from, ...message })
      } catch (error) {
        if (!refusedRecipient(error)) throw error
        log.warn(
          { collection: record.collection, id: record.id, error: String((error as Error).message) },
          'the buyer’s address was refused',
        )
      }
    },
  }
}
