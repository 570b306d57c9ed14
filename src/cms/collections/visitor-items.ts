import type { CollectionConfig } from 'payload'

import { hasRole, privateRecords } from '../access'
import { VISITOR_LISTS } from '../options'

/**
 * An anonymous visitor's favorite, viewed or pinned property. The visitor id lives in an httpOnly cookie;
 * the product API scopes every read and write to it, so one visitor never sees another's lists.
 */
export const VisitorItems: CollectionConfig = {
  slug: 'visitor-items',
  labels: { singular: 'Элемент списка посетителя', plural: 'Списки посетителей' },
  admin: {
    group: 'Продажи',
    // Written by the site for visitors; only a developer ever needs to look.
    hidden: ({ user }) => !hasRole(user, 'admin'),
    defaultColumns: ['visitor_id', 'list', 'property', 'createdAt'],
  },
  access: privateRecords,
  indexes: [{ fields: ['visitor_id', 'list', 'property'], unique: true }],
  fields: [
    { name: 'visitor_id', label: 'Посетитель', type: 'text', required: true, index: true },
    { name: 'list', label: 'Список', type: 'select', options: [...VISITOR_LISTS], required: true },
    { name: 'property', label: 'Помещение', type: 'relationship', relationTo: 'properties', required: true },
  ],
}
