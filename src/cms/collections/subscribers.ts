import type { CollectionConfig } from 'payload'

import { privateRecords } from '../access'
import { DELIVERY_STATUSES } from '../options'

/** Mailing-list subscribers (SPEC §3 mailing form). Personal data: staff only. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Подписчик', plural: 'Подписчики' },
  admin: { useAsTitle: 'email', group: 'Продажи', defaultColumns: ['createdAt', 'name', 'email', 'agree_advertising_mailings'] },
  access: privateRecords,
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', label: 'Имя', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true },
    { name: 'agree_advertising_mailings', label: 'Согласие на рассылку', type: 'checkbox', defaultValue: true },
    { name: 'request_type', label: 'Тип запроса', type: 'text', defaultValue: 'subscribe' },
    { name: 'page_url', label: 'Страница', type: 'text' },
    { name: 'delivery_status', label: 'Доставка', type: 'select', options: [...DELIVERY_STATUSES], defaultValue: 'pending' },
  ],
}
