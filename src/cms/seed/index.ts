import type { Payload } from 'payload'

import { ensureAdmin } from './admin'
import { createMediaLibrary } from './media'
import { seedCatalog } from './seed-catalog'
import { seedContent } from './seed-content'

/**
 * Seeds the demo complex ЖК «Новая Заря» (DESIGN.md). Idempotent: every part checks what is already
 * there and adds only what is missing, so running it twice changes nothing.
 */
export async function seedDemo(payload: Payload, options: { scale?: number } = {}) {
  const scale = options.scale ?? 1
  const admin = await ensureAdmin(payload)
  const media = createMediaLibrary(payload)
  // The catalogue first: mortgage programmes and promos name the buildings they apply to.
  const catalog = await seedCatalog(payload, media, scale)
  const content = await seedContent(payload, media)
  return { scale, adminCreated: admin.created, content, catalog }
}
