import type { Endpoint, Field, GlobalConfig, TaskConfig } from 'payload'

import { runJobHandler } from '../../server/job-handlers'
import { adminOnly, hasRole, sales } from '../access'
import { secretFields, storeSecrets } from './secrets'
import { CRM_CHECK_TASK, OFFLINE_CONVERSIONS_TASK } from '../options'

const enabled = (label: string): Field => ({ name: 'enabled', label, type: 'checkbox', defaultValue: false })

/** The groups and their secrets: the hook below and the server's reader (features/delivery/settings.ts) share it. */
export const CRM_SECRETS = [
  ['bitrix24', 'webhook_url'],
  ['amocrm', 'token'],
  ['metrika', 'token'],
] as const

/** «Проверить подключение»: sends a test lead and shows the CRM's answer (features/delivery/check.ts). */
const checkButton = (crm: 'bitrix24' | 'amocrm' | 'metrika'): Field => ({
  name: 'check',
  type: 'ui',
  admin: { components: { Field: { path: '/cms/admin/crm-check-button#CrmCheckButton', clientProps: { crm } } } },
})

/**
 * POST /cms-api/globals/crm-integrations/check `{ crm }`: a test lead to a CRM with the saved settings (or a test
 * upload to Metrica), answered `{ ok, message }` in Russian. The work is the delivery feature's (features/delivery/
 * check.ts), registered at start-up like a job's. Admins only: it sends with the secrets.
 */
const crmCheckEndpoint: Endpoint = {
  path: '/check',
  method: 'post',
  handler: async (req) => {
    const headers = { 'cache-control': 'no-store' }
    if (!hasRole(req.user))
      return Response.json({ error: { code: 'forbidden', message: 'Проверять подключение может администратор' } }, { status: 403, headers })
    const body = (await req.json?.().catch(() => null)) as { crm?: unknown } | null
    const crm = body?.crm
    if (crm !== 'bitrix24' && crm !== 'amocrm' && crm !== 'metrika')
      return Response.json(
        { error: { code: 'validation_error', message: 'Укажите CRM: bitrix24, amocrm или metrika' } },
        { status: 400, headers },
      )
    return Response.json(await runJobHandler(`${CRM_CHECK_TASK}:${crm}`), { headers })
  },
}

/**
 * Where leads go besides the signed webhook and e-mail: Bitrix24, amoCRM, and the offline conversions of Yandex
 * Metrica. Set here by the sales team's admin; the environment variables (BITRIX24_*, AMOCRM_*) apply while a CRM
 * is not switched on here. Secrets are write-only. What the server writes (the last upload) is not editable.
 */
export const CrmIntegrations: GlobalConfig = {
  slug: 'crm-integrations',
  label: 'Интеграции с CRM',
  admin: {
    group: 'Продажи',
    description:
      'Каждая заявка сохраняется на сайте и доставляется в выбранные CRM с повторными попытками: пока CRM недоступна, заявка ждёт и не теряется. Ошибки видны в «Заявках» → «Ошибки доставки».',
  },
  access: { read: sales, update: adminOnly },
  hooks: { beforeChange: [storeSecrets(CRM_SECRETS)] },
  endpoints: [crmCheckEndpoint],
  fields: [
    {
      name: 'bitrix24',
      label: 'Битрикс24',
      type: 'group',
      admin: {
        description:
          // The CRM's own field names (TITLE, COMMENTS, OPPORTUNITY, ORIGIN_ID…) are in src/features/delivery; a
          // manager reads what each lead carries in words.
          'Каждая заявка становится лидом: название — тип заявки и помещение; имя, телефон, электронная почта и метки UTM; в комментарии — помещение, программа, цена и срок брони, комментарий клиента, страница, клики Яндекс Директа и Google Ads, ClientID Метрики, страница входа и откуда пришёл посетитель; сумма сделки в рублях, источник, ответственный и номер заявки на сайте (повтор не создаёт второй лид). Продление и снятие брони обновляют лид и добавляют комментарий.',
      },
      fields: [
        enabled('Отправлять заявки в Битрикс24'),
        ...secretFields(
          'webhook_url',
          'Адрес входящего вебхука',
          'Вида https://портал.bitrix24.ru/rest/1/ключ/ — «Разработчикам» → «Другое» → «Входящий вебхук», права «CRM».',
        ),
        {
          name: 'source_id',
          label: 'Источник',
          type: 'text',
          admin: { description: 'Код источника из «CRM» → «Настройки» → «Справочники» → «Источники», как он там записан.' },
        },
        {
          name: 'assigned_by_id',
          label: 'Ответственный (ID пользователя)',
          type: 'number',
          min: 1,
          admin: { description: 'Число из адреса профиля сотрудника. Пусто — ответственным станет владелец вебхука.' },
        },
        {
          name: 'duplicates',
          label: 'Повторная заявка с известного телефона',
          type: 'radio',
          defaultValue: 'comment',
          options: [
            { value: 'comment', label: 'Комментарий в последнем лиде клиента' },
            { value: 'new', label: 'Новый лид со ссылкой на прежние' },
          ],
        },
        checkButton('bitrix24'),
      ],
    },
    {
      name: 'amocrm',
      label: 'amoCRM',
      type: 'group',
      admin: {
        description:
          'Заявка попадает в «Неразобранное»: сделка — тип заявки и помещение, цена, метки UTM, клики Яндекс Директа и Google Ads, ClientID Метрики и откуда пришёл посетитель; контакт — имя, телефон и электронная почта; а также форма, страница и время заявки. С заявкой передаётся её номер на сайте: повтор amoCRM отклоняет. Подробности, источник визита и изменения брони — примечаниями к сделке.',
      },
      fields: [
        enabled('Отправлять заявки в amoCRM'),
        {
          name: 'base_url',
          label: 'Адрес аккаунта',
          type: 'text',
          admin: { description: 'Например, https://example.amocrm.ru' },
        },
        ...secretFields('token', 'Долгосрочный токен', 'amoМаркет → ваша внешняя интеграция → «Ключи и доступы».'),
        {
          name: 'pipeline_id',
          label: 'Воронка (ID)',
          type: 'number',
          min: 1,
          admin: { description: 'Пусто — основная воронка.' },
        },
        {
          name: 'responsible_user_id',
          label: 'Ответственный (ID пользователя)',
          type: 'number',
          min: 1,
        },
        {
          name: 'source_name',
          label: 'Источник',
          type: 'text',
          admin: { description: 'Как заявка подписана в «Неразобранном». Пусто — «Сайт ЖК «Новая Заря»».' },
        },
        checkButton('amocrm'),
      ],
    },
    {
      name: 'metrika',
      label: 'Офлайн-конверсии Яндекс Метрики',
      type: 'group',
      admin: {
        description:
          'Заявка в статусе «успешно», у которой есть ClientID Метрики, попадает в файл офлайн-конверсий (ClientID посетителя, цель, время, сумма и валюта). Файл можно скачать по кнопке ниже и загрузить в Метрику вручную или включить загрузку по расписанию.',
      },
      fields: [
        {
          name: 'counter_id',
          label: 'Номер счётчика',
          type: 'text',
          admin: { description: 'Пусто — счётчик из «Настроек сайта».' },
        },
        {
          name: 'goal',
          label: 'Идентификатор цели',
          type: 'text',
          admin: { description: 'Цель «JavaScript-событие» в Метрике с условием «совпадает». Пусто — crm_won.' },
        },
        enabled('Загружать в Метрику каждый час'),
        ...secretFields('token', 'Токен Метрики', 'Токен приложения Яндекс ID с правом загружать данные в Метрику.'),
        checkButton('metrika'),
      ],
    },
    // What the scheduled upload leaves behind, written by the server alone (features/delivery/offline-conversions.ts).
    { name: 'last_upload', type: 'json', access: { update: () => false }, admin: { hidden: true } },
  ],
}

/** The hourly upload of Metrica's offline conversions, in Payload's jobs queue; a run that is switched off does nothing. */
export function offlineConversionsTask(): TaskConfig<{ input: object; output: object }> {
  return {
    slug: OFFLINE_CONVERSIONS_TASK,
    label: 'Офлайн-конверсии в Метрику',
    schedule: [{ cron: '0 7 * * * *', queue: 'default' }],
    handler: async () => {
      await runJobHandler(OFFLINE_CONVERSIONS_TASK)
      return { output: {} }
    },
  }
}
