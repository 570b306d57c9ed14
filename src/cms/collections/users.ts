import { type Access, APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { adminField, adminOnly, hasRole, isStaff, roleOf } from '../access'
import { ROLES } from '../options'

/** An admin manages every account; a colleague only their own (name, password); an integration account not even that. */
const selfOrAdmin: Access = ({ req }) =>
  hasRole(req.user, 'admin') ? true : req.user && isStaff(req.user) ? { id: { equals: req.user.id } } : false

/**
 * Staff data (names, e-mails, roles) is an admin's: an editor reads only their own account; the sales team
 * also reads its own colleagues, to hand a lead to one of them. Nobody else sees the admins' addresses.
 */
export const staffRead: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!req.user || !isStaff(req.user)) return false
  const self = { id: { equals: req.user.id } }
  return roleOf(req.user) === 'sales' ? { or: [self, { role: { equals: 'sales' } }] } : self
}

/** A role this save would set that is not the account's current one (the form posts the role back unchanged). */
export const changesRole = (data: Record<string, unknown> | undefined, current: unknown): boolean =>
  data?.role !== undefined && data.role !== null && data.role !== current

/**
 * Only an admin changes a role. Payload's field access would drop the value and answer 200 as if it had
 * been saved; a colleague's attempt is refused in words instead. (A colleague can only save their own account.)
 */
const refuseRoleChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user || hasRole(req.user, 'admin')) return args
  if (changesRole(args?.data as Record<string, unknown> | undefined, roleOf(req.user))) {
    throw new APIError('Роль сотрудника меняет только администратор.', 403, undefined, true)
  }
  return args
}

/** Back-office accounts (admin, marketing editors, sales). Visitors never sign in. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Сотрудник', plural: 'Сотрудники' },
  admin: {
    useAsTitle: 'name',
    group: 'Настройки',
    defaultColumns: ['name', 'email', 'role'],
    // The staff list is an admin's page; a colleague reaches their own account from the avatar.
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  // An API key signs in a CRM's «Интеграция» account (`Authorization: users API-Key …`) for the catalogue push API.
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, useAPIKey: true },
  // Accounts are an admin's business (staffRead). The admin panel is for people: an integration account is refused it.
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: staffRead,
    create: adminOnly,
    update: selfOrAdmin,
    delete: adminOnly,
  },
  hooks: { beforeOperation: [refuseRoleChange] },
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
