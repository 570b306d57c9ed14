import type { CollectionConfig } from 'payload'

import { adminOnly, sales } from '../access'
import { deliveryFields, restartDeliveryOnPending } from '../admin/delivery-fields'
import { option } from '../options'

/** The letters a watching buyer gets: the double opt-in request, and the daily digest of what changed. */
export const WATCH_MAIL_KINDS = [option('confirm', 'Подтверждение подписки'), option('digest', 'Дайджест изменений')] as const

const nothing = () => false

/**
 * The outbox of letters to watching buyers: each row is one rendered letter that the delivery worker sends
 * (retried while SMTP is down, like a lead). `digest_key` is unique — one address, one Moscow day — so at most
 * one digest a day reaches an address, however many times the daily job runs.
 */
export const WatchMails: CollectionConfig = {
  slug: 'watch-mails',
  labels: { singular: 'Письмо подписчику', plural: 'Письма подписчикам' },
  admin: {
    useAsTitle: 'subject',
    group: 'Продажи',
    defaultColumns: ['createdAt', 'to', 'kind', 'subject', 'delivery_status'],
    listSearchableFields: ['to'],
  },
  access: { read: sales, create: nothing, update: sales, delete: adminOnly },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [restartDeliveryOnPending] },
  fields: [
    { name: 'to', label: 'Кому', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', label: 'Письмо', type: 'select', options: [...WATCH_MAIL_KINDS], required: true, admin: { readOnly: true } },
    { name: 'digest_key', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'subject', label: 'Тема', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', label: 'Текст письма', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    // The one-click unsubscribe address: the letter's link and its List-Unsubscribe header.
    { name: 'unsubscribe_url', type: 'text', access: { read: nothing }, admin: { hidden: true } },
    ...deliveryFields(),
  ],
}
