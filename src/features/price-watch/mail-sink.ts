import type { Transporter } from 'nodemailer'

import type { DeliveryRecord, Sink } from '@/features/delivery'

/** A queued letter as the outbox row holds it (delivery/record.ts watchMailRecord). */
interface QueuedLetter {
  to: string
  subject: string
  text: string
  html: string | null
  unsubscribe_url: string | null
}

/**
 * The headers of a letter with an unsubscribe address: RFC 2369 `List-Unsubscribe`, and RFC 8058's
 * `List-Unsubscribe-Post`, so a mail client's «Отписаться» button unsubscribes with one POST and no page.
 */
export function unsubscribeHeaders(url: string | null): Record<string, string> {
  return url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}
}

/** The nodemailer message of a queued letter. */
export function mailOf(record: DeliveryRecord, from: string) {
  const letter = record.data as unknown as QueuedLetter
  return {
    from,
    to: letter.to,
    subject: letter.subject,
    text: letter.text,
    ...(letter.html ? { html: letter.html } : {}),
    headers: unsubscribeHeaders(letter.unsubscribe_url),
  }
}

/** Sends the letters to watching buyers through SMTP; a refusal is retried by the outbox like a lead's. */
export function watchMailSink(options: { transport: Pick<Transporter, 'sendMail'>; from: string }): Sink {
  return {
    name: 'buyer-email',
    async deliver(record) {
      if (record.collection !== 'watch-mails') return
      await options.transport.sendMail(mailOf(record, options.from))
    },
  }
}
