import type { CollectionAfterChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { sales, userIdOf } from '../access'
import { money } from '../fields'
import { type OptionValue, STORED_PROPERTY_STATUSES } from '../options'

/**
 * Who made a change: a back-office user, the site's booking form, a script (seed), or the catalogue import
 * engine — a price list uploaded in the admin, a CRM's push API, a scheduled connector, or the rollback of one.
 */
export const CHANGE_SOURCES = [
  { value: 'staff', label: 'Сотрудник' },
  { value: 'site', label: 'Бронирование на сайте' },
  { value: 'system', label: 'Система' },
  { value: 'import', label: 'Импорт прайса' },
  { value: 'api', label: 'API CRM' },
  { value: 'connector', label: 'Синхронизация с CRM' },
  { value: 'rollback', label: 'Откат импорта' },
] as const
export type ChangeSource = (typeof CHANGE_SOURCES)[number]['value']

/** A property's price and status at one moment and just before it. */
export interface PropertyChange {
  property: number
  price_before: number | null
  price: number | null
  status_before: PropertyStatus | null
  status: PropertyStatus | null
  source: ChangeSource
}

type PropertyStatus = OptionValue<typeof STORED_PROPERTY_STATUSES>

const nothing = () => false

/**
 * Every change of a property's price or status, with who and when: prices and statuses stay live at once
 * (no drafts), so this is their history — and the data of a price-history chart. Written only by the system.
 */
export const PropertyChanges: CollectionConfig = {
  slug: 'property-changes',
  labels: { singular: 'Изменение цены или статуса', plural: 'История цен и статусов' },
  admin: {
    group: 'Каталог',
    defaultColumns: ['createdAt', 'property', 'price_before', 'price', 'status_before', 'status', 'user', 'source', 'source_name'],
    description: 'Записывается автоматически при каждом изменении цены или статуса помещения.',
  },
  access: { read: sales, create: nothing, update: nothing, delete: nothing },
  defaultSort: '-createdAt',
  fields: [
    { name: 'property', label: 'Помещение', type: 'relationship', relationTo: 'properties', required: true, index: true },
    money('price_before', 'Цена была'),
    money('price', 'Цена стала'),
    { name: 'status_before', label: 'Статус был', type: 'select', options: [...STORED_PROPERTY_STATUSES] },
    { name: 'status', label: 'Статус стал', type: 'select', options: [...STORED_PROPERTY_STATUSES] },
    { name: 'user', label: 'Кто изменил', type: 'relationship', relationTo: 'users' },
    { name: 'source', label: 'Источник', type: 'select', options: [...CHANGE_SOURCES], required: true, defaultValue: 'system' },
    // Which file, connector or API client an import came from, and the import itself (its plan, its rollback).
    { name: 'source_name', label: 'Файл, коннектор или клиент API', type: 'text' },
    { name: 'import', label: 'Импорт', type: 'relationship', relationTo: 'catalog-imports', index: true },
  ],
}

/** Stores one history row in the request's transaction (the caller's change and its record commit together). */
export async function recordPropertyChange(
  req: Partial<PayloadRequest> & Pick<PayloadRequest, 'payload'>,
  change: PropertyChange,
): Promise<void> {
  await req.payload.create({
    collection: 'property-changes',
    data: { ...change, user: req.user ? userIdOf(req as PayloadRequest) : null },
    depth: 0,
    req,
  })
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : value == null || value === '' ? null : Number(value))

/** Properties' afterChange hook: records the save when it moved the price or the status. */
export const recordPriceAndStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const priceBefore = num(previousDoc.price)
  const price = num(doc.price)
  if (priceBefore === price && previousDoc.status === doc.status) return doc
  const source = (req.user ? 'staff' : ((req.context?.changeSource as ChangeSource | undefined) ?? 'system')) satisfies ChangeSource
  await recordPropertyChange(req, {
    property: doc.id,
    price_before: priceBefore,
    price,
    status_before: previousDoc.status ?? null,
    status: doc.status ?? null,
    source,
  })
  return doc
}
