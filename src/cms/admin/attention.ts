import type { Payload, Where } from 'payload'

import { countRu } from '../../lib/plural'
import { DELIVERY_NOT_CONFIGURED } from '../options'
import { moscowDateTime, startOfMoscowDay } from './moscow-time'

const DAY_MS = 24 * 60 * 60 * 1000

/** «12 мин», «3 ч», «2 дня»: how long something has waited, as the team says it. */
export function waitedRu(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000))
  // «ждёт 0 мин» reads as a glitch to a manager looking at a lead that came in a moment ago.
  if (minutes < 1) return 'меньше минуты'
  if (minutes < 60) return `${minutes}\u00a0мин`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}\u00a0ч`
  return countRu(Math.floor(hours / 24), ['день', 'дня', 'дней'])
}

/**
 * Why a lead did not reach the team's CRM or mailbox, in words a manager acts on. The worker stores its sinks'
 * errors (`webhook: HTTP 503`, `email: …`) and, with nothing configured, a sentence naming environment
 * variables; neither is for the sales team.
 */
export function deliveryReasonRu(error: string | null | undefined): string {
  const text = (error ?? '').toLowerCase()
  if (!text) return 'отправка не удалась'
  if (error === DELIVERY_NOT_CONFIGURED || text.includes('не настроена')) return 'CRM не подключена'
  const crm = /(webhook|amocrm|bitrix|crm)\s*:/.test(text)
  const mail = /(email|smtp)\s*:/.test(text)
  const refused = /\b(401|403)\b|unauthori|forbidden|invalid_token|ключ/.test(text)
  if (crm && refused) return 'CRM отказала в доступе: проверьте ключ интеграции'
  if (crm && mail) return 'CRM и почта не принимают заявки'
  if (crm) return 'CRM не принимает заявки'
  if (mail) return 'письмо с заявкой не отправляется'
  return 'отправка не удалась'
}

/** One line of «Требует внимания»: what, how many, and the list it opens. */
export interface AttentionItem {
  text: string
  href: string
  /** false: something is wrong (a lead not delivered, a failed sync), shown in the warning colour. */
  ok: boolean
}

/** The admin list URL with a filter, in the shape the «Фильтры» builder reads. */
export function listUrl(adminRoute: string, collection: string, where: Where): string {
  const params = new URLSearchParams()
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    else params.set(key, String(value))
  }
  Object.entries(where).forEach(([field, condition], index) => walk(condition, `where[or][0][and][${index}][${field}]`))
  return `${adminRoute}/collections/${collection}?${params.toString()}`
}

type ScheduledJob = {
  waitUntil?: string | null
  input?: { type?: string; global?: string; doc?: { relationTo?: string; value?: unknown } }
}

/** What «Требует внимания сегодня» lists, in Moscow time; every item opens its filtered list. */
export async function readAttention(
  payload: Payload,
  { now = new Date(), withSales = true, withContent = true }: { now?: Date; withSales?: boolean; withContent?: boolean } = {},
): Promise<AttentionItem[]> {
  const admin = payload.config.routes.admin
  const iso = now.toISOString()
  const items: AttentionItem[] = []
  if (withSales) {
    const untaken: Where = { status: { equals: 'new' } }
    const notDelivered: Where = {
      or: [
        { delivery_status: { equals: 'failed' } },
        { and: [{ delivery_status: { equals: 'pending' } }, { delivery_error: { exists: true } }] },
      ],
    }
    const dayLater = new Date(now.getTime() + DAY_MS).toISOString()
    const holdsEnding: Where = { status: { equals: 'booked' }, hold_until: { greater_than: iso, less_than_equal: dayLater } }
    const [fresh, failed, holds] = await Promise.all([
      payload.find({ collection: 'leads', where: untaken, sort: 'createdAt', limit: 1, depth: 0, select: { createdAt: true } }),
      payload.find({ collection: 'leads', where: notDelivered, pagination: false, depth: 0, select: { delivery_error: true } }),
      payload.count({ collection: 'properties', where: holdsEnding }),
    ])
    if (fresh.totalDocs > 0) {
      const oldest = fresh.docs[0]!.createdAt
      items.push({
        text: `Новые заявки не в работе: ${fresh.totalDocs}, самая давняя ждёт ${waitedRu(oldest, now)}`,
        href: listUrl(admin, 'leads', untaken),
        ok: true,
      })
    }
    const reasons = new Map<string, number>()
    for (const lead of failed.docs) {
      const reason = deliveryReasonRu(lead.delivery_error)
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
    for (const [reason, count] of reasons) {
      items.push({ text: `Не доставлено заявок: ${count} — ${reason}`, href: listUrl(admin, 'leads', notDelivered), ok: false })
    }
    if (holds.totalDocs > 0) {
      items.push({
        text: `Брони, которые закончатся в ближайшие 24 часа: ${holds.totalDocs}`,
        href: listUrl(admin, 'properties', holdsEnding),
        ok: true,
      })
    }
  }
  if (withContent) {
    const today = startOfMoscowDay(now)
    const tomorrow = new Date(today.getTime() + DAY_MS)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: {
        taskSlug: { equals: 'schedulePublish' },
        completedAt: { exists: false },
        waitUntil: { greater_than_equal: today.toISOString(), less_than: tomorrow.toISOString() },
      },
      sort: 'waitUntil',
      limit: 10,
      depth: 0,
      overrideAccess: true,
    })
    for (const job of jobs.docs as ScheduledJob[]) {
      const input = job.input ?? {}
      const what = input.type === 'unpublish' ? 'Снятие с публикации' : 'Публикация'
      const target = input.global
        ? { label: globalLabel(payload, input.global), href: `${admin}/globals/${input.global}` }
        : input.doc?.relationTo
          ? {
              label: collectionLabel(payload, input.doc.relationTo),
              href: `${admin}/collections/${input.doc.relationTo}/${String(input.doc.value)}`,
            }
          : null
      if (!target) continue
      const time = moscowDateTime(job.waitUntil).slice(-5)
      items.push({ text: `${what} сегодня в ${time}: ${target.label}`, href: target.href, ok: true })
    }
  }
  return items
}

const labelText = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

function globalLabel(payload: Payload, slug: string): string {
  const global = payload.config.globals.find((g) => g.slug === slug)
  return labelText(global?.label, slug)
}

function collectionLabel(payload: Payload, slug: string): string {
  const collection = payload.config.collections.find((c) => c.slug === slug)
  return labelText(collection?.labels?.singular, slug)
}
