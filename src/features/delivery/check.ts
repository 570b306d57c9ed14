import type { Payload } from 'payload'

import type { Lead } from '@/cms/payload-types'
import type { ServerEnv } from '@/server/env'

import { leadRecord } from './record'
import { checkMetrika, type MetrikaOptions, metrikaTarget } from './offline-conversions'
import { amoCrmFromSettings, bitrix24FromSettings, readCrmSettings } from './settings'

export type CheckedCrm = 'bitrix24' | 'amocrm' | 'metrika'
export interface CheckAnswer {
  ok: boolean
  message: string
}

const NAMES: Record<CheckedCrm, string> = { bitrix24: 'Битрикс24', amocrm: 'amoCRM', metrika: 'Яндекс Метрика' }

/**
 * The test lead of «Проверить подключение»: no phone (the repeat-buyer rule stays out of it), a title that says what
 * it is, and a number of its own — the current Unix second, far above any real lead's — so it never collides with one.
 */
export function testLeadRecord(now: Date) {
  return leadRecord({
    id: Math.floor(now.getTime() / 1000),
    type: 'consultation',
    name: 'Проверка подключения',
    comment: 'Тестовая заявка из «Интеграций с CRM» на сайте ЖК «Новая Заря». Её можно удалить.',
    utm_source: 'test',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  } as Lead)
}

/**
 * «Проверить подключение» with the saved settings: a test lead to Bitrix24 or amoCRM through the same sink the
 * outbox uses, or the Metrica counter read with the token. The answer is the CRM's, in Russian.
 */
export async function checkConnection(
  payload: Payload,
  crm: CheckedCrm,
  env: ServerEnv,
  options: { now?: () => Date; metrika?: Partial<MetrikaOptions> } = {},
): Promise<CheckAnswer> {
  const settings = await readCrmSettings(payload)
  try {
    if (crm === 'metrika') {
      const site = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { metrika_counter_id?: string | null }
      const target = metrikaTarget(settings, site.metrika_counter_id)
      if (typeof target === 'string') return { ok: false, message: `Метрика не настроена: ${target}` }
      return { ok: true, message: await checkMetrika({ ...target, ...options.metrika }) }
    }
    const sink = crm === 'bitrix24' ? bitrix24FromSettings(settings, env) : amoCrmFromSettings(settings, env)
    if (!sink)
      return {
        ok: false,
        message: `${NAMES[crm]} не настроен: включите отправку и заполните ${crm === 'bitrix24' ? 'адрес вебхука' : 'адрес аккаунта и токен'}, затем сохраните`,
      }
    const record = testLeadRecord((options.now ?? (() => new Date()))())
    await sink.deliver(record)
    return {
      ok: true,
      message: `${NAMES[crm]} принял тестовую заявку № ${record.id} «Проверка подключения»: найдите её в ${crm === 'bitrix24' ? 'лидах' : '«Неразобранном»'} и удалите`,
    }
  } catch (error) {
    return { ok: false, message: String((error as Error)?.message ?? error) }
  }
}
