'use client'
import { useConfig, useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'

import { countRu } from '../../lib/plural'
import { exportUrl } from './export-url'
import styles from './list-tools.module.css'

/** A one-click filter of the list: a fixed query, or "created in the last N days". */
export interface QuickFilter {
  label: string
  where?: Where
  sinceDays?: number
}

/** Props given in the collection config (admin.components.beforeListTable → clientProps). */
export interface ListToolsProps {
  quickFilters?: QuickFilter[]
  rowForms?: readonly [string, string, string]
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The filter's condition, or null for "everything". */
function condition(filter: QuickFilter): Where | null {
  if (filter.sinceDays) return { createdAt: { greater_than_equal: new Date(Date.now() - filter.sinceDays * DAY_MS).toISOString() } }
  return filter.where && Object.keys(filter.where).length > 0 ? filter.where : null
}

/** In the `or[0].and[…]` shape the admin's «Фильтры» builder reads, so the quick filter shows up there, editable. */
function builderWhere(filter: QuickFilter): Where {
  const where = condition(filter)
  return where ? { or: [{ and: [where] }] } : { or: [] }
}

/** The list's current conditions, whichever shape the URL holds them in. */
function conditionsOf(where: Where | undefined): Where[] {
  if (!where || Object.keys(where).length === 0) return []
  const or = where.or as Where[] | undefined
  if (Array.isArray(or)) return or.length === 1 && Array.isArray(or[0]?.and) ? (or[0].and as Where[]) : or.length === 0 ? [] : [where]
  return [where]
}

function isActive(filter: QuickFilter, current: Where | undefined): boolean {
  const conditions = conditionsOf(current)
  const own = condition(filter)
  if (!own) return conditions.length === 0
  if (conditions.length !== 1) return false
  // A "last N days" filter carries the moment it was clicked: match its shape, not its date.
  if (filter.sinceDays)
    return Object.keys(conditions[0]!).join() === 'createdAt' && 'greater_than_equal' in (conditions[0]!.createdAt as object)
  return JSON.stringify(conditions[0]) === JSON.stringify(own)
}

/**
 * Above a sales list (leads, subscribers): quick filters a manager uses daily, and the CSV export of exactly
 * what the list shows — the same filters, search and sort. The full filter builder stays in «Фильтры».
 */
export function ListTools({ quickFilters = [], rowForms = ['строка', 'строки', 'строк'] }: ListToolsProps) {
  const { config } = useConfig()
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
              aria-pressed={isActive(filter, query.where)}
              onClick={() => void handleWhereChange?.(builderWhere(filter))}
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
