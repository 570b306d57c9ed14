import type { Payload } from 'payload'

import type { CrmIntegration } from '@/cms/payload-types'
import { sql, sqlDatabase } from '@/features/cms-runtime'
import type { ServerEnv } from '@/server/env'

import { amoCrmSink } from './amocrm'
import { bitrix24Sink } from './bitrix24'
import { parseCrmRefs } from './crm'
import { type Sink, sinksFromEnv } from './sinks'

/** The global «Интеграции с CRM» with its secrets, as the server alone reads it. */
export type CrmSettings = Partial<Pick<CrmIntegration, 'bitrix24' | 'amocrm' | 'metrika'>>

export async function readCrmSettings(payload: Payload): Promise<CrmSettings> {
  // overrideAccess: the secrets are unreadable to everyone through the API and the admin, not to the server.
  return (await payload.findGlobal({ slug: 'crm-integrations', depth: 0, overrideAccess: true })) as CrmSettings
}

const BITRIX_WEBHOOK = /^https?:\/\/[^/]+\/rest\/\d+\/[^/]+\/?$/
const positive = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? value : undefined)

/** Bitrix24 as the admin set it (when switched on there with a webhook), else as the environment sets it, else none. */
export function bitrix24FromSettings(settings: CrmSettings, env: ServerEnv): Sink | null {
  const own = settings.bitrix24
  if (own?.enabled && own.webhook_url && BITRIX_WEBHOOK.test(own.webhook_url))
    return bitrix24Sink({
      webhookUrl: own.webhook_url,
      sourceId: own.source_id?.trim() || undefined,
      assignedById: positive(own.assigned_by_id),
      duplicates: own.duplicates === 'new' ? 'new' : 'comment',
    })
  if (!env.BITRIX24_WEBHOOK_URL) return null
  return bitrix24Sink({
    webhookUrl: env.BITRIX24_WEBHOOK_URL,
    sourceId: env.BITRIX24_SOURCE_ID,
    assignedById: env.BITRIX24_ASSIGNED_BY_ID,
    duplicates: env.BITRIX24_DUPLICATES,
  })
}

/** amoCRM as the admin set it, else as the environment sets it, else none. */
export function amoCrmFromSettings(
  settings: CrmSettings,
  env: ServerEnv,
  remember?: (leadId: number, dealId: number) => Promise<void>,
): Sink | null {
  const own = settings.amocrm
  if (own?.enabled && own.base_url && own.token)
    return amoCrmSink({
      baseUrl: own.base_url,
      token: own.token,
      pipelineId: positive(own.pipeline_id),
      responsibleUserId: positive(own.responsible_user_id),
      sourceName: own.source_name?.trim() || undefined,
      siteUrl: env.SITE_URL,
      remember,
    })
  if (!env.AMOCRM_BASE_URL || !env.AMOCRM_TOKEN) return null
  return amoCrmSink({
    baseUrl: env.AMOCRM_BASE_URL,
    token: env.AMOCRM_TOKEN,
    pipelineId: env.AMOCRM_PIPELINE_ID,
    siteUrl: env.SITE_URL,
    remember,
  })
}

/**
 * Keeps a CRM's id of a lead in `crm_refs` ('amocrm:10001'). A plain UPDATE, not a Payload save: it is the
 * outbox's own bookkeeping, like delivered_to, and must neither restart the delivery nor announce a change.
 */
export function crmRefWriter(payload: () => Promise<Payload>, sink: string) {
  return async (leadId: number, crmId: number) => {
    const db = sqlDatabase(await payload())
    const t = db.table('leads')
    const [row] = await db
      .select({ refs: t.crm_refs })
      .from(t)
      .where(sql`${t.id} = ${leadId}`)
    const refs = { ...parseCrmRefs(row?.refs), [sink]: crmId }
    const value = Object.entries(refs)
      .map(([name, id]) => `${name}:${id}`)
      .join(',')
    await db
      .update(t)
      .set({ crm_refs: value })
      .where(sql`${t.id} = ${leadId}`)
  }
}

/**
 * Every sink of the outbox: the webhook and e-mail from the environment, and each CRM as the admin set it in
 * «Интеграции с CRM» or, while it is off there, as the environment sets it.
 */
export function deliverySinks(env: ServerEnv, settings: CrmSettings, payload: () => Promise<Payload>): Sink[] {
  const crm = new Set(['bitrix24', 'amocrm'])
  return [
    ...sinksFromEnv(env).filter((sink) => !crm.has(sink.name)),
    bitrix24FromSettings(settings, env),
    amoCrmFromSettings(settings, env, crmRefWriter(payload, 'amocrm')),
  ].filter((sink): sink is Sink => sink !== null)
}
