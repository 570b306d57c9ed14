import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access'

/** Back-office accounts (marketing and sales). Visitors never sign in. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Сотрудник', plural: 'Сотрудники' },
  admin: { useAsTitle: 'email', group: 'Администрирование' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'name', label: 'Имя', type: 'text' }],
}
