import type { Payload } from 'payload'

import { ensureAdmin } from './admin'
import { createMediaLibrary } from './media'
import { seedCatalog } from './seed-catalog'
import { seedContent } from './seed-content'

export { bestMonthlyPayment } from './seed-catalog'

/**
 * Seeds the demo complex ЖК «Новая Заря» (DESIGN.md). Idempotent: every part checks what is already
 * there and adds only what is missing, so running it twice changes nothing.
 */
export async function seedDemo(payload: Payload, options: { scale?: number } = {}) {
  const scale = options.scale ?? 1
  const admin = await ensureAdmin(payload)
  const media = createMediaLibrary(payload)
  // Content first: the catalogue's monthly payments need the mortgage programmes.
  const content = await seedContent(payload, media)
  const catalog = await seedCatalog(payload, media, scale)
  return { scale, adminCreated: admin.created, content, catalog }
}
