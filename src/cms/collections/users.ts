import type { Access, CollectionConfig } from 'payload'

import { adminField, adminOnly, hasRole, isStaff, staffOnly } from '../access'
import { ROLES } from '../options'

/** An admin manages every account; a colleague only their own (name, password); an integration account not even that. */
const selfOrAdmin: Access = ({ req }) =>
  hasRole(req.user, 'admin') ? true : req.user && isStaff(req.user) ? { id: { equals: req.user.id } } : false

/** Back-office accounts (admin, marketing editors, sales). Visitors never sign in. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Сотрудник', plural: 'Сотрудники' },
  admin: { useAsTitle: 'name', group: 'Настройки', defaultColumns: ['name', 'email', 'role'] },
  // An API key signs in a CRM's «Интеграция» account (`Authorization: users API-Key …`) for the catalogue push API.
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, useAPIKey: true },
  // Every colleague is readable (a lead's owner is picked from the list); accounts are an admin's business. The
  // admin panel is for people: an integration account is refused it.
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: staffOnly,
    create: adminOnly,
    update: selfOrAdmin,
    delete: adminOnly,
  },
  fields: [
    { name: 'name', label: 'Имя', type: 'text' },
    {
      name: 'role',
      label: 'Роль',
      type: 'select',
      options: [...ROLES],
      required: true,
      // The least sensitive role: content, no personal data. The migration made the existing accounts admins.
      defaultValue: 'editor',
      index: true,
      // In the session token: every access check reads it without a query.
      saveToJWT: true,
      access: { create: adminField, update: adminField },
      admin: {
        description:
          'Администратор — всё. Редактор — страницы, акции, SEO, ход строительства. Отдел продаж — заявки, брони, цены и статусы. Интеграция — учётная запись CRM: только обновления каталога по API-ключу.',
      },
    },
  ],
}
