import { notFound } from '@/lib/api'

import { collectionKeySchema } from './favorites.schema'

/** Reads a collection key from a path segment: anything that is not a possible key is a 404. */
export function collectionKeyFrom(value: unknown): string {
  const parsed = collectionKeySchema.safeParse(value)
  if (!parsed.success) throw notFound('Подборка не найдена')
  return parsed.data
}
