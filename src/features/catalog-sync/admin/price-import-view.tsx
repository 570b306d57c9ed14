import type { Payload } from 'payload'

import { IMPORT_MODES, IMPORT_SOURCE_KINDS, IMPORT_STATUSES } from '@/cms/options'
import { cms, hasRole } from '@/features/cms-runtime'

import { type HistoryItem, PriceImportScreen } from './price-import-screen'

const labels = (options: readonly { value: string; label: string }[]) => Object.fromEntries(options.map((o) => [o.value, o.label]))

/**
 * Каталог → «Импорты прайса»: the collection's list view is the import screen — upload a price list, see its
 * plan, apply it — above the history of every import (files, the CRM's pushes, connectors) with «Откатить».
 */
export async function PriceImportView(props: { payload?: Payload; user?: unknown }) {
  const payload = props.payload ?? (await cms())
  const found = await payload.find({
    collection: 'catalog-imports',
    sort: '-createdAt',
    limit: 30,
    depth: 1,
    overrideAccess: true,
    select: {
      createdAt: true,
      source_name: true,
      source_kind: true,
      mode: true,
      status: true,
      counts: true,
      message: true,
      user: true,
      applied_at: true,
    },
  })
  const history: HistoryItem[] = found.docs.map((d) => {
    const user = typeof d.user === 'object' && d.user ? d.user : null
    return {
      id: d.id,
      createdAt: d.createdAt,
      who: user ? user.name || user.email : '—',
      source: d.source_name,
      sourceKind: d.source_kind,
      mode: d.mode,
      status: d.status,
      counts: {
        price_changes: d.counts?.price_changes ?? 0,
        status_changes: d.counts?.status_changes ?? 0,
        unchanged: d.counts?.unchanged ?? 0,
        errors: (d.counts?.errors ?? 0) + (d.counts?.unknown ?? 0) + (d.counts?.duplicates ?? 0),
      },
      message: d.message ?? null,
    }
  })
  return (
    <PriceImportScreen
      history={history}
      canWrite={hasRole(props.user, 'sales')}
      labels={{ status: labels(IMPORT_STATUSES), mode: labels(IMPORT_MODES), source: labels(IMPORT_SOURCE_KINDS) }}
    />
  )
}
