import { type CollectionBeforeChangeHook, type CollectionConfig, ValidationError } from 'payload'

import { adminOnly, sales } from '../access'
import { datePicker } from '../fields'
import { option } from '../options'

/** What a buyer watches: one flat (its price, or its release when booked or sold), or a list filter of /flats. */
export const WATCH_KINDS = [option('flat', 'Квартира'), option('filter', 'Подборка по фильтру')] as const

/** A subscription waits for the e-mail's confirmation (double opt-in), then is active until the buyer unsubscribes. */
export const WATCH_STATUSES = [
  option('pending', 'Ждёт подтверждения'),
  option('active', 'Активна'),
  option('unsubscribed', 'Отписан'),
] as const

const nothing = () => false
const dateTime = datePicker(true)

/**
 * The back office only reads a subscription: it is the buyer's own consent, so the one change staff may make is
 * to unsubscribe the address (a buyer who asked by phone). Anything else is refused.
 */
const onlyUnsubscribe: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user) return data
  const before = originalDoc as { status?: string } | undefined
  const next = data?.status ?? before?.status
  if (next !== before?.status && next !== 'unsubscribed') {
    const message = 'Подписку может подтвердить только сам покупатель по ссылке из письма; сотрудник может только отписать адрес.'
    throw new ValidationError({ collection: 'watch-subscriptions', errors: [{ path: 'status', message }], req }, req.t)
  }
  return {
    ...data,
    status: next,
    ...(next === 'unsubscribed' && before?.status !== 'unsubscribed' ? { unsubscribed_at: new Date().toISOString() } : {}),
  }
}

/**
 * Buyers' subscriptions to a flat's price and release, or to new flats of a filter («Следить за ценой»). E-mails are
 * personal data: admins and sales only. Written by the site (subscribe, confirm, unsubscribe) and the daily digest.
 */
export const WatchSubscriptions: CollectionConfig = {
  slug: 'watch-subscriptions',
  labels: { singular: 'Подписка на цены', plural: 'Подписки на цены' },
  admin: {
    useAsTitle: 'email',
    group: 'Продажи',
    defaultColumns: ['createdAt', 'email', 'kind', 'property', 'filter_label', 'status', 'notified_at'],
    listSearchableFields: ['email'],
    description: 'Покупатели, которые следят за ценой квартиры, её освобождением или новыми квартирами по фильтру.',
  },
  access: { read: sales, create: nothing, update: sales, delete: adminOnly },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [onlyUnsubscribe] },
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', label: 'Что отслеживает', type: 'select', options: [...WATCH_KINDS], required: true, admin: { readOnly: true } },
    {
      name: 'property',
      label: 'Квартира',
      type: 'relationship',
      relationTo: 'properties',
      index: true,
      admin: { readOnly: true, condition: (data) => data?.kind === 'flat', components: { Cell: '/cms/admin/property-cell#PropertyCell' } },
    },
    // The list filter as its query string (the /flats address), and the same in words for people.
    {
      name: 'filter_query',
      label: 'Фильтр (адрес)',
      type: 'text',
      admin: { readOnly: true, condition: (data) => data?.kind === 'filter' },
    },
    { name: 'filter_label', label: 'Фильтр', type: 'text', admin: { readOnly: true } },
    {
      name: 'status',
      label: 'Статус',
      type: 'select',
      options: [...WATCH_STATUSES],
      required: true,
      defaultValue: 'pending',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Сотрудник может только отписать адрес (например, если покупатель попросил по телефону).',
      },
    },
    // 152-ФЗ: the consent and the exact words it was given to, kept as proof.
    { name: 'consent', label: 'Согласие на обработку персональных данных', type: 'checkbox', admin: { readOnly: true } },
    { name: 'consent_text', label: 'Текст согласия', type: 'textarea', admin: { readOnly: true } },
    { name: 'page_url', label: 'Страница', type: 'text', admin: { readOnly: true } },
    { name: 'confirmed_at', label: 'Подтверждена', type: 'date', admin: { position: 'sidebar', readOnly: true, date: dateTime } },
    { name: 'unsubscribed_at', label: 'Отписан', type: 'date', admin: { position: 'sidebar', readOnly: true, date: dateTime } },
    {
      name: 'notified_at',
      label: 'Изменения учтены по',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: dateTime,
        description: 'До этого момента изменения каталога уже попали в письма.',
      },
    },
    // The secret of the confirm and unsubscribe links: never shown, never sent by the API.
    { name: 'token', type: 'text', required: true, unique: true, access: { read: nothing, update: nothing }, admin: { hidden: true } },
  ],
}
