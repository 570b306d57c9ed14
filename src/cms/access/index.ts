import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { type Role, ROLES } from '../options'

export { type Role, ROLES }

/** The role of a back-office user; null for a visitor (no session) or a user without a valid role. */
export function roleOf(user: unknown): Role | null {
  const role = (user as { role?: unknown } | null | undefined)?.role
  return ROLES.some((r) => r.value === role) ? (role as Role) : null
}

/**
 * A person of the back office: any role but «Интеграция», a CRM's machine account that may only send catalogue
 * updates (the push API checks it itself) — it sees no staff data, no drafts and no admin panel.
 */
export function isStaff(user: unknown): boolean {
  const role = roleOf(user)
  return role !== null && role !== 'integration'
}

/** True when the user holds one of the roles (an admin holds every role). */
export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const role = roleOf(user)
  return role === 'admin' || (role !== null && roles.includes(role))
}

const allow =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...roles)

/** Anyone may read: only for data the public site shows anyway. */
export const anyone: Access = () => true

/** Any signed-in back-office user, whatever the role. */
export const staffOnly: Access = ({ req }) => isStaff(req.user)

/** The admin role only: users, developer settings, visitors' lists. */
export const adminOnly: Access = allow()
/** Content: pages, promos, SEO, construction progress (the `editor` role, and admins). */
export const editors: Access = allow('editor')
/** Sales: leads, bookings, property statuses and prices (the `sales` role, and admins). */
export const sales: Access = allow('sales')

/** Field-level twin of adminOnly: developer-only fields an editor neither sees nor changes. */
export const adminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Hides a field from everyone but admins in the edit form (its value is kept; access enforces the rest). */
export const adminCondition = (_data: unknown, _sibling: unknown, { user }: { user?: unknown }) => hasRole(user, 'admin')

/**
 * Read access of a document with drafts: staff see every version; everyone else only what is published — so
 * a draft never reaches the site, the product API or Payload's own REST (`?draft=true` included: Payload
 * combines this condition with the draft lookup).
 */
export const publishedOrStaff: Access = ({ req }): boolean | Where => (isStaff(req.user) ? true : { _status: { equals: 'published' } })

/** Access for content the site publishes without drafts: public read, editors write. */
export const publishedContent = { read: anyone, create: editors, update: editors, delete: editors }

/** Access for versioned content (drafts, history): public reads only the published version; editors write. */
export const draftedContent = { read: publishedOrStaff, create: editors, update: editors, delete: editors, readVersions: editors }

/** Access for a versioned global: visitors read the published version only; editors write and see history. */
export const draftedGlobal = { read: publishedOrStaff, update: editors, readVersions: editors }

/** Access for the sales team's records (leads, subscribers): sales read and work them, only admins delete. */
export const salesRecords = { read: sales, create: sales, update: sales, delete: adminOnly }

/** Access for private records only the system and admins touch (visitor lists). */
export const privateRecords = { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly }

/** The request's user id, for hooks that stamp who did something. */
export const userIdOf = (req: PayloadRequest): number | null => (typeof req.user?.id === 'number' ? req.user.id : null)
