'use client'
import type { DefaultCellComponentProps } from 'payload'

/** How many buyers a join cell lists: the join's docs (all of them: the field asks for no limit). */
export function watcherCount(cellData: unknown): number {
  const docs = (cellData as { docs?: unknown } | null | undefined)?.docs
  return Array.isArray(docs) ? docs.length : 0
}

/** The catalogue list's «Следят за ценой» column: the number of confirmed watchers, a dash for none. */
export function WatchersCell({ cellData }: DefaultCellComponentProps) {
  const count = watcherCount(cellData)
  return <span>{count > 0 ? count : '—'}</span>
}
