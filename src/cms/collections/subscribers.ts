import type { CollectionConfig } from 'payload'

import { salesRecords } from '../access'
import { csvDate } from '../admin/csv'
import { csvExportEndpoint } from '../admin/csv-export'
import { deliveryFields, restartDeliveryOnPending } from '../admin/delivery-fields'
import type { ListToolsProps } from '../admin/list-tools'
import { deliveryStatusText } from '../options'
import type { Subscriber } from '../payload-types'

const SEARCH_FIELDS = ['name', 'email']

const exportColumns: { header: string; value: (subscriber: Subscriber) => unknown }[] = [
  { header: 'Номер', value: (row) => row.id },
  { header: 'Подписан (МСК)', value: (row) => csvDate(row.createdAt) },
  { header: 'Имя', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Согласие на рассылку', value: (row) => (row.agree_advertising_mailings ? 'да' : 'нет') },
  { header: 'Тип запроса', value: (row) => row.request_type },
  { header: 'Страница', value: (row) => row.page_url },
  { header: 'Доставка', value: (row) => deliveryStatusText(row) },
]

const listTools: ListToolsProps = {
  rowForms: ['подписчик', 'подписчика', 'подписчиков'],
  quickFilters: [
    { label: 'Все', where: {} },
    { label: 'С согласием на рассылку', where: { agree_advertising_mailings: { equals: true } } },
    { label: 'За 7 дней', sinceDays: 7 },
    { label: 'Ошибки доставки', where: { delivery_status: { equals: 'failed' } } },
  ],
}

/** Mailing-list subscribers (SPEC §3 mailing form). Personal data: staff only. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Подписчик', plural: 'Подписчики' },
  admin: {
    useAsTitle: 'email',
    group: 'Продажи',
    defaultColumns: ['createdAt', 'name', 'email', 'agree_advertising_mailings', 'delivery_status'],
    listSearchableFields: SEARCH_FIELDS,
    components: {
      beforeListTable: [{ path: '/cms/admin/list-tools#ListTools', clientProps: listTools }],
    },
  },
  access: salesRecords,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [restartDeliveryOnPending] },
  endpoints: [
    csvExportEndpoint<Subscriber>({
      collection: 'subscribers',
      filename: 'subscribers',
      columns: exportColumns,
      searchFields: SEARCH_FIELDS,
    }),
  ],
  fields: [
    { name: 'name', label: 'Имя', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true },
    { name: 'agree_advertising_mailings', label: 'Согласие на рассылку', type: 'checkbox', defaultValue: true },
    { name: 'request_type', label: 'Тип запроса', type: 'text', defaultValue: 'subscribe' },
    { name: 'page_url', label: 'Страница', type: 'text' },
    ...deliveryFields(),
  ],
}
