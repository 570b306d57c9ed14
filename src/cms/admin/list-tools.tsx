'use client'
import { useAuth, useConfig, useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'

import { countRu } from '../../lib/plural'
import { exportUrl } from './export-url'
import styles from './list-tools.module.css'

/** A one-click filter of the list: a fixed query, "created in the last N days" (0: today), or "mine" (this relationship field is me). */
export interface QuickFilter {
  label: string
  where?: Where
  sinceDays?: number
  mine?: string
}

/** Props given in the collection config (admin.components.beforeListTable → clientProps). */
export interface ListToolsProps {
  quickFilters?: QuickFilter[]
  rowForms?: readonly [string, string, string]
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight of today in this browser's time zone (the sales office's). */
function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}

/** The filter's condition, or null for "everything". */
export function condition(filter: QuickFilter, userId?: number | string | null, now = new Date()): Where | null {
  if (filter.sinceDays !== undefined) {
    const since = filter.sinceDays === 0 ? startOfToday(now) : new Date(now.getTime() - filter.sinceDays * DAY_MS)
    return { createdAt: { greater_than_equal: since.toISOString() } }
  }
  if (filter.mine) return { [filter.mine]: { equals: userId ?? -1 } }
  return filter.where && Object.keys(filter.where).length > 0 ? filter.where : null
}

/** In the `or[0].and[…]` shape the admin's «Фильтры» builder reads, so the quick filter shows up there, editable. */
function builderWhere(filter: QuickFilter, userId?: number | string | null): Where {
  const where = condition(filter, userId)
  return where ? { or: [{ and: [where] }] } : { or: [] }
}

/** The list's current conditions, whichever shape the URL holds them in. */
function conditionsOf(where: Where | undefined): Where[] {
  if (!where || Object.keys(where).length === 0) return []
  const or = where.or as Where[] | undefined
  if (Array.isArray(or)) return or.length === 1 && Array.isArray(or[0]?.and) ? (or[0].and as Where[]) : or.length === 0 ? [] : [where]
  return [where]
}

function isActive(filter: QuickFilter, current: Where | undefined, filters: QuickFilter[], userId?: number | string | null): boolean {
  const conditions = conditionsOf(current)
  const own = condition(filter, userId)
  if (!own) return conditions.length === 0
  if (conditions.length !== 1) return false
  // A period filter carries the moment it was clicked: match the chip whose period is nearest to its date.
  if (filter.sinceDays !== undefined) {
    const since = (conditions[0]!.createdAt as { greater_than_equal?: unknown } | undefined)?.greater_than_equal
    if (Object.keys(conditions[0]!).join() !== 'createdAt' || typeof since !== 'string') return false
    const nearest = filters
      .filter((f) => f.sinceDays !== undefined)
      .map((f) => ({
        f,
        gap: Math.abs(Date.parse(since) - Date.parse((condition(f)!.createdAt as { greater_than_equal: string }).greater_than_equal)),
      }))
      .sort((a, b) => a.gap - b.gap)[0]
    return nearest?.f === filter
  }
  return JSON.stringify(conditions[0]) === JSON.stringify(own)
}

/**
 * Above a sales list (leads, subscribers): quick filters a manager uses daily, and the CSV export of exactly
 * what the list shows — the same filters, search and sort. The full filter builder stays in «Фильтры».
 */
export function ListTools({ quickFilters = [], rowForms = ['строка', 'строки', 'строк'] }: ListToolsProps) {
  const { config } = useConfig()
  const { user } = useAuth()
  const { collectionSlug, query, data, handleWhereChange } = useListQuery()
  const total = data?.totalDocs
  const href = exportUrl(`${config.serverURL ?? ''}${config.routes.api}`, collectionSlug, {
    where: query.where,
    search: typeof query.search === 'string' ? query.search : undefined,
    sort: typeof query.sort === 'string' ? query.sort : undefined,
  })
  return (
    <div className={styles.tools}>
      {quickFilters.length > 0 && (
        <div className={styles.filters} role="group" aria-label="Быстрые фильтры">
          {quickFilters.map((filter) => (
            <button
              key={filter.label}
              type="button"
              className={styles.filter}
              aria-pressed={isActive(filter, query.where, quickFilters, user?.id)}
              onClick={() => void handleWhereChange?.(builderWhere(filter, user?.id))}
            >
              {filter.label}
            </button>
          ))}
        </div>
      )}
      <a className={styles.export} href={href} download>
        Выгрузить CSV{typeof total === 'number' ? ` · ${countRu(total, rowForms)}` : ''}
      </a>
    </div>
  )
}
