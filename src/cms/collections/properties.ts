import { type CollectionBeforeChangeHook, type CollectionConfig, type Field, ValidationError } from 'payload'

import { adminField, adminOnly, anyone, sales } from '../access'
import { datePicker, image, money } from '../fields'
import { pricePerSquareMetre } from '../hooks/price-per-square-metre'
import { FEATURE_TAGS, FINISHING_KINDS, ORIENTATIONS, PROPERTY_TYPES, STORED_PROPERTY_STATUSES } from '../options'
import { recordPriceAndStatus } from './property-changes'

/** What the sales team changes every day; the rest of a unit (its plan, floor, area…) is the catalogue's, set by an admin. */
const SALES_FIELDS = new Set(['status', 'hold_until', 'price', 'old_price'])

/** Only admins change the catalogue facts of a unit; the sales role changes its price and status. */
const catalogueFact = (field: Field): Field =>
  'name' in field && field.type !== 'join' && field.type !== 'ui' && !SALES_FIELDS.has(field.name)
    ? ({ ...field, access: { update: adminField } } as Field)
    : field

type HoldState = { status?: unknown; hold_until?: unknown } | undefined

/**
 * A booking made in the back office always has a deadline: without one the flat stays «Забронирована» on the
 * site for ever, and nobody is reminded of it. Refused: setting the status without «Бронь до», or clearing the
 * deadline of a booking. A CRM's booking without a deadline (the catalogue sync writes what the CRM says) stays
 * editable — a price change of that flat is not a new booking.
 */
export function missingHoldDeadline(next: HoldState, before: HoldState): boolean {
  if (next?.status !== 'booked' || next.hold_until) return false
  return before?.status !== 'booked' || Boolean(before.hold_until)
}

const requireHoldDeadline: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (req.user && missingHoldDeadline({ ...originalDoc, ...data }, originalDoc)) {
    const message = 'Укажите, до какого времени действует бронь: у статуса «Забронирована» всегда есть срок.'
    throw new ValidationError({ collection: 'properties', errors: [{ path: 'hold_until', message }], req }, req.t)
  }
  return data
}

/** Every sellable unit: flats, parking places, storage rooms and commercial premises. */
export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: { singular: 'Помещение', plural: 'Помещения' },
  admin: {
    useAsTitle: 'ref_id',
    group: 'Каталог',
    defaultColumns: ['ref_id', 'building', 'type', 'rooms', 'area', 'floor', 'price', 'status', 'watchers'],
    listSearchableFields: ['ref_id', 'number'],
  },
  // Prices and statuses are live at once (no drafts): a booking or a price change must reach the site now.
  access: { read: anyone, create: adminOnly, update: sales, delete: adminOnly },
  defaultSort: 'ref_id',
  // The shop filters on these together; one compound index serves the list and the facets (ARCHITECTURE.md).
  indexes: [{ fields: ['type', 'status', 'rooms', 'price', 'area', 'floor', 'building'] }],
  hooks: {
    beforeChange: [pricePerSquareMetre, requireHoldDeadline],
    afterChange: [recordPriceAndStatus],
    // visitor_items.property is required, so its SET NULL foreign key cannot apply: remove list entries first.
    beforeDelete: [
      async ({ req, id }) => {
        await req.payload.delete({ collection: 'visitor-items', where: { property: { equals: id } }, req, overrideAccess: true })
        await req.payload.delete({ collection: 'property-changes', where: { property: { equals: id } }, req, overrideAccess: true })
      },
    ],
  },
  fields: (
    [
      { name: 'ref_id', label: 'Код в CRM', type: 'text', required: true, unique: true },
      { name: 'type', label: 'Тип', type: 'select', options: [...PROPERTY_TYPES], required: true, defaultValue: 'flat', index: true },
      { name: 'number', label: 'Номер', type: 'text', required: true },
      {
        name: 'status',
        label: 'Статус',
        type: 'select',
        options: [...STORED_PROPERTY_STATUSES],
        required: true,
        defaultValue: 'available',
        index: true,
      },
      {
        name: 'hold_until',
        label: 'Бронь до',
        type: 'date',
        admin: {
          date: datePicker(true),
          condition: (_data, sibling) => sibling?.status === 'booked',
          description: 'Обязательна для статуса «Забронирована»: после неё квартира сама вернётся в продажу.',
        },
      },
      { name: 'rooms', label: 'Комнат (0 — студия)', type: 'number', min: 0 },
      { name: 'is_euro', label: 'Евро-формат', type: 'checkbox', defaultValue: false },
      {
        name: 'area',
        label: 'Площадь, м²',
        type: 'number',
        required: true,
        min: 0,
        admin: { components: { Cell: '/cms/admin/format-cells#AreaCell' } },
      },
      { name: 'floor', label: 'Этаж', type: 'number', required: true },
      { name: 'building', label: 'Корпус', type: 'relationship', relationTo: 'buildings', required: true },
      { name: 'section', label: 'Секция', type: 'relationship', relationTo: 'sections', required: true, index: true },
      { name: 'layout', label: 'Планировка', type: 'relationship', relationTo: 'layouts' },
      {
        name: 'riser',
        label: 'Стояк',
        type: 'number',
        min: 1,
        admin: { description: 'Положение квартиры на плане этажа секции (см. «Квартиры на плане этажа» в секции)' },
      },
      image('plan', 'План (если отличается от планировки)'),
      money('price', 'Цена', { required: true }),
      money('old_price', 'Старая цена'),
      money('price_per_m2', 'Цена за м²', {
        min: undefined,
        admin: { readOnly: true, description: 'Считается автоматически из цены и площади' },
      }),
      { name: 'finishing_kind', label: 'Отделка', type: 'select', options: [...FINISHING_KINDS] },
      { name: 'features', label: 'Особенности', type: 'select', hasMany: true, options: [...FEATURE_TAGS] },
      { name: 'orientation', label: 'Окна выходят на', type: 'select', options: [...ORIENTATIONS] },
      { name: 'ceiling_height', label: 'Высота потолков, м', type: 'number' },
      {
        name: 'price_history',
        label: 'История цен и статусов',
        type: 'join',
        collection: 'property-changes',
        on: 'property',
        defaultSort: '-createdAt',
        admin: {
          defaultColumns: ['createdAt', 'price_before', 'price', 'status_before', 'status', 'user', 'source'],
          // Read again after each save: the change just made shows at once (fresh-join-field.tsx).
          components: { Field: '/cms/admin/fresh-join-field#FreshJoinField' },
        },
      },
      // A demand signal for the sales team: buyers who confirmed they watch this flat's price or release.
      {
        name: 'watchers',
        label: 'Следят за ценой',
        type: 'join',
        collection: 'watch-subscriptions',
        on: 'property',
        where: { status: { equals: 'active' } },
        defaultLimit: 0,
        admin: {
          defaultColumns: ['email', 'createdAt', 'confirmed_at'],
          components: { Cell: '/cms/admin/watchers-cell#WatchersCell' },
        },
      },
    ] satisfies Field[]
  ).map(catalogueFact),
}
