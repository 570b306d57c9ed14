import type { CollectionConfig } from 'payload'

import { hasRole, privateRecords } from '../access'

/** A shareable snapshot of a visitor's favorites, opened with /favorites?collection=<key>. */
export const FavoriteCollections: CollectionConfig = {
  slug: 'favorite-collections',
  labels: { singular: 'Подборка', plural: 'Подборки избранного' },
  admin: {
    useAsTitle: 'key',
    group: 'Продажи',
    // Written by the site for visitors; only a developer ever needs to look.
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: privateRecords,
  fields: [
    { name: 'key', label: 'Ключ', type: 'text', required: true, unique: true },
    { name: 'visitor_id', label: 'Автор', type: 'text', required: true, index: true },
    { name: 'properties', label: 'Помещения', type: 'relationship', relationTo: 'properties', hasMany: true },
  ],
}
