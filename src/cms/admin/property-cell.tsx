'use client'
import { useListRelationships } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect } from 'react'

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

/**
 * The lead's property in the leads list (a lead carries the flat it was sent from): its ref_id as a
 * link to the property in the admin, and «на сайте» to the flat's public card, which a manager opens while
 * calling back. The title comes through Payload's list relationship loader, one batched request per page.
 */
export function PropertyCell({ cellData }: DefaultCellComponentProps) {
  const id = idOf(cellData)
  const { documents, getRelationships } = useListRelationships()
  useEffect(() => {
    if (id !== null) getRelationships([{ relationTo: 'properties', value: id }])
  }, [id, getRelationships])
  if (id === null) return <span>—</span>
  const doc = documents.properties?.[id] as { ref_id?: string } | false | null | undefined
  const title = (doc && doc.ref_id) || (typeof cellData === 'object' && (cellData as { ref_id?: string }).ref_id) || `№ ${id}`
  return (
    <span>
      <a href={`/admin/collections/properties/${id}`}>{title}</a>
      {' · '}
      <a href={`/flats/${id}`} target="_blank" rel="noreferrer">
        на сайте
      </a>
    </span>
  )
}
