import type { DeliveryRecord } from './record'

/** An e-mail to the sales team: plain text for any client, and a simple HTML table. */
export interface EmailMessage {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The message about one lead or subscriber; every visitor-typed value is HTML-escaped. */
export function emailMessage(record: DeliveryRecord): EmailMessage {
  const text = [record.title, '', ...record.lines.map(({ label, value }) => `${label}: ${value}`), ''].join('\n')
  const rows = record.lines
    .map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#5b6170;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;color:#14182b">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')
  const html =
    `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">` +
    `<h1 style="font-size:20px;color:#14182b">${escapeHtml(record.title)}</h1>` +
    `<table cellpadding="0" cellspacing="0">${rows}</table></body></html>`
  return { subject: record.title, text, html }
}

/** The webhook's raw JSON body; `sent_at` is inside the signed bytes, so a receiver can refuse stale replays. */
export function webhookBody(record: DeliveryRecord, sentAt: Date): string {
  const key = record.collection === 'leads' ? 'lead' : 'subscriber'
  return JSON.stringify({ event: record.event, delivery_id: deliveryId(record), sent_at: sentAt.toISOString(), [key]: record.data })
}

/** A stable id per row ('lead-42'): the receiver's idempotency key when a retry repeats an accepted delivery. */
export function deliveryId(record: Pick<DeliveryRecord, 'collection' | 'id'>): string {
  return `${record.collection === 'leads' ? 'lead' : 'subscriber'}-${record.id}`
}
