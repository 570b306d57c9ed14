import type { FlattenedField } from 'payload'

import type { Media } from '@/cms/payload-types'

import { type ImageDto, toImage } from './image.schema'

/** The type-level twin of INTERNAL_FIELDS. */
type Stripped = 'id' | 'createdAt' | 'updatedAt' | 'globalType'
type PopulatedDoc = { id: number | string; createdAt: string }

/** A field's public value: uploads become images, related documents their id, missing values null. */
export type Dto<T> = [Extract<NonNullable<T>, Media>] extends [never] ? DtoValue<T> : ImageDto | null
type DtoValue<T> = T extends undefined
  ? null
  : T extends readonly (infer U)[]
    ? Dto<U>[]
    : T extends PopulatedDoc
      ? T['id']
      : T extends object
        ? DtoObject<T>
        : T
type DtoObject<T> = { [K in keyof T as K extends Stripped ? never : K]-?: Dto<T[K]> }

/** The public shape of a CMS document: its fields without row ids and timestamps (the document id on request). */
export type DocDto<T, KeepId extends boolean = false> = DtoObject<T> &
  (KeepId extends true ? { id: T extends { id: infer I } ? I : never } : unknown)

/** Fields Payload adds by itself (array-row ids, timestamps): internal, never published. */
export const INTERNAL_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'globalType'])

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value

function mapValue(field: FlattenedField, value: unknown): unknown {
  switch (field.type) {
    case 'upload':
      return field.hasMany ? (Array.isArray(value) ? value.map(toImage).filter(Boolean) : []) : toImage(value)
    case 'relationship':
      if (field.hasMany) return Array.isArray(value) ? value.map(idOf) : []
      return value == null ? null : idOf(value)
    case 'group':
    case 'tab':
      return mapFields(field.flattenedFields, value)
    case 'array':
      return Array.isArray(value) ? value.map((row) => mapFields(field.flattenedFields, row)) : []
    case 'blocks':
      return Array.isArray(value)
        ? value.flatMap((row: { blockType?: string }) => {
            const block = field.blocks.find((b) => b.slug === row?.blockType)
            return block ? [{ blockType: block.slug, ...mapFields(block.flattenedFields, row) }] : []
          })
        : []
    default:
      return value ?? null
  }
}

/**
 * Maps a CMS document to its public DTO by walking the collection's or global's field definitions
 * (one mapper for every page and card): only declared, non-hidden fields leave, uploads become
 * ImageDto, array-row ids and timestamps are dropped.
 */
export function mapFields(fields: FlattenedField[], data: unknown, options: { keepId?: boolean } = {}): Record<string, unknown> {
  const doc = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const out: Record<string, unknown> = options.keepId && doc.id != null ? { id: doc.id } : {}
  for (const field of fields) {
    if (!('name' in field) || field.hidden || field.type === 'join' || INTERNAL_FIELDS.has(field.name)) continue
    out[field.name] = mapValue(field, doc[field.name])
  }
  return out
}
