import { badRequest } from '@/server/api'

import { collectionKeySchema } from './favorites.schema'

/** Reads a collection key from a path segment: a value that breaks the key pattern is a 400 (a well-formed unknown key is a 404 later). */
export function collectionKeyFrom(value: unknown): string {
  const parsed = collectionKeySchema.safeParse(value)
  if (!parsed.success)
    throw badRequest('Ключ подборки — от 8 до 32 латинских букв и цифр', { collection: ['Must match ^[A-Za-z0-9]{8,32}$'] })
  return parsed.data
}
