import nodemailer, { type Transporter } from 'nodemailer'

import type { ServerEnv } from '@/server/env'

import { amoCrmSink } from './amocrm'
import { bitrix24Sink } from './bitrix24'
import { buyerEmailSink } from './buyer-email'
import { deliveryId, emailMessage, webhookBody } from './message'
import type { DeliveryRecord } from './record'
import { signBody } from './signing'

/** A destination for leads. `deliver` resolves when the destination accepted the record and throws otherwise. */
export interface Sink {
  /** Stored in `delivered_to`, so a retry skips the sinks that already accepted the row. */
  name: string
  deliver(record: DeliveryRecord): Promise<void>
}

export const WEBHOOK_TIMEOUT_MS = 10_000

/** Why a request failed, in a few words a manager can act on (the error column is short). */
function describeFetchError(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string })?.name
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  return cause?.code ?? cause?.message ?? String((error as Error)?.message ?? error)
}

/**
 * The CRM webhook: POSTs the record as JSON with `X-Signature: sha256=<hex HMAC of the raw body>`,
 * `X-Timestamp` (Unix seconds, also inside the body as sent_at) and `X-Delivery-Id` (stable per row, for
 * deduplication). Any 2xx within the timeout is a delivery; anything else is retried later.
 */
export function webhookSink(options: { url: string; secret: string; timeoutMs?: number; fetch?: typeof fetch; now?: () => Date }): Sink {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS
  const send = options.fetch ?? fetch
  const now = options.now ?? (() => new Date())
  return {
    name: 'webhook',
    async deliver(record) {
      const sentAt = now()
      const body = webhookBody(record, sentAt)
      let response: Response
      try {
        response = await send(options.url, {
          method: 'POST',
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'novaya-zarya-lead-outbox/1',
            'x-signature': signBody(body, options.secret),
            'x-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
            'x-delivery-id': deliveryId(record),
          },
        })
      } catch (error) {
        throw new Error(describeFetchError(error, timeoutMs))
      }
      // Drain the body so the connection returns to the pool; its text only explains a refusal.
      const text = await response.text().catch(() => '')
      if (!response.ok) throw new Error(`HTTP ${response.status}${text ? `: ${text.replace(/\s+/g, ' ').slice(0, 120)}` : ''}`)
    },
  }
}

/** E-mail to the sales team through any nodemailer transport (SMTP in production). */
export function emailSink(options: { transport: Pick<Transporter, 'sendMail'>; from: string; to: string[] }): Sink {
  return {
    name: 'email',
    async deliver(record) {
      const message = emailMessage(record)
      await options.transport.sendMail({ from: options.from, to: options.to, ...message })
    },
  }
}

/** An SMTP transport from `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`, with timeouts. */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
}

/** The sinks the environment configures: any of the webhook, e-mail, Bitrix24 and amoCRM. */
export function sinksFromEnv(env: ServerEnv): Sink[] {
  const sinks: Sink[] = []
  if (env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET)
    sinks.push(webhookSink({ url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }))
  if (env.SMTP_URL && env.LEADS_EMAIL_TO?.length) {
    const from = env.LEADS_EMAIL_FROM ?? `ЖК «Новая Заря» <noreply@${new URL(env.SITE_URL).hostname}>`
    const transport = smtpTransport(env.SMTP_URL)
    sinks.push(emailSink({ transport, from, to: env.LEADS_EMAIL_TO }))
    // The buyer's booking confirmation rides on the same row: sent once, retried while SMTP is down.
    sinks.push(buyerEmailSink({ transport, from, siteUrl: env.SITE_URL, secret: env.PAYLOAD_SECRET }))
  }
  if (env.BITRIX24_WEBHOOK_URL)
    sinks.push(
      bitrix24Sink({
        webhookUrl: env.BITRIX24_WEBHOOK_URL,
        sourceId: env.BITRIX24_SOURCE_ID,
        assignedById: env.BITRIX24_ASSIGNED_BY_ID,
        duplicates: env.BITRIX24_DUPLICATES,
      }),
    )
  if (env.AMOCRM_BASE_URL && env.AMOCRM_TOKEN)
    sinks.push(
      amoCrmSink({ baseUrl: env.AMOCRM_BASE_URL, token: env.AMOCRM_TOKEN, pipelineId: env.AMOCRM_PIPELINE_ID, siteUrl: env.SITE_URL }),
    )
  return sinks
}
