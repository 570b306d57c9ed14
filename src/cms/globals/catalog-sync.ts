import type { Field, GlobalConfig } from 'payload'

import { adminOnly, sales } from '../access'
import { secretFields, storeSecrets } from './secrets'

/** How often a connector runs, in minutes: the jobs queue looks every minute whether a run is due. */
const interval: Field = {
  name: 'interval',
  label: 'Как часто забирать, минут',
  type: 'number',
  min: 1,
  max: 1440,
  defaultValue: 15,
  required: true,
}

const enabled = (label: string): Field => ({ name: 'enabled', label, type: 'checkbox', defaultValue: false })

/**
 * The scheduled pulls of the catalogue (features/catalog-sync/connectors): Profitbase's API and a price list at a
 * URL (an export of 1С or another CRM). Both feed the one import engine, as a price list uploaded by hand does.
 * A secret is write-only: nobody reads it back through the admin or the API, the server alone uses it. What the
 * runs leave (their cursor, their last result) is written by the server, never by hand, and shown on the dashboard.
 */
export const CatalogSync: GlobalConfig = {
  slug: 'catalog-sync',
  label: 'Синхронизация каталога',
  admin: {
    group: 'Каталог',
    description:
      'Цены и статусы из CRM отдела продаж: сайт забирает их сам с заданной частотой. Каждый запуск проходит те же проверки, что и загрузка прайса вручную, и виден в «Импортах прайса».',
  },
  access: { read: sales, update: adminOnly },
  hooks: {
    beforeChange: [
      storeSecrets([
        ['profitbase', 'api_key'],
        ['price_list_url', 'token'],
      ]),
    ],
  },
  fields: [
    {
      name: 'profitbase',
      label: 'Profitbase',
      type: 'group',
      fields: [
        enabled('Забирать цены и статусы из Profitbase'),
        {
          name: 'base_url',
          label: 'Адрес API',
          type: 'text',
          admin: { description: 'Например, https://pb12345.profitbase.ru/api/v4/json — из настроек приложения «API Profitbase»' },
        },
        ...secretFields('api_key', 'API-ключ', 'Ключ приложения «API Profitbase».'),
        interval,
      ],
    },
    {
      name: 'price_list_url',
      label: 'Прайс-лист по ссылке',
      type: 'group',
      fields: [
        enabled('Забирать прайс-лист по ссылке'),
        {
          name: 'url',
          label: 'Ссылка на файл',
          type: 'text',
          admin: {
            description: 'CSV, XLSX или JSON, например выгрузка из 1С. Столбцы определяются по заголовкам, как при загрузке вручную.',
          },
        },
        ...secretFields('token', 'Токен доступа (если нужен)', 'Сервер отправляет его с каждым запросом файла, в заголовке авторизации.'),
        {
          name: 'list',
          label: 'Что в файле',
          type: 'radio',
          defaultValue: 'partial',
          options: [
            { value: 'partial', label: 'Только часть помещений: меняются лишь указанные в файле' },
            { value: 'full', label: 'Весь каталог: помещения, которых нет в файле, снимаются с продажи' },
          ],
        },
        interval,
      ],
    },
    // What the runs leave behind, written by the server alone (features/catalog-sync/connectors/runs.ts).
    { name: 'runs', type: 'json', access: { update: () => false }, admin: { hidden: true } },
    { name: 'lease_until', type: 'date', access: { update: () => false }, admin: { hidden: true } },
    { name: 'lease_token', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
  ],
}
