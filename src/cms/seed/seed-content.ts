import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import * as content from './content'
import type { SeedScope } from './content'
import type { MediaLibrary } from './media'

/** Fields a global holds from its schema's defaults before anyone writes it: they do not make it filled. */
const SCHEMA_DEFAULTS = new Set(['project_name', 'zoom', 'price_guard_percent'])

/** True when a global still holds nothing an editor or the seed wrote (so seeding it is safe). */
export function isBlank(doc: Record<string, unknown>): boolean {
  return Object.entries(doc).every(([key, value]) => {
    if (['id', 'globalType', 'createdAt', 'updatedAt', '_status'].includes(key)) return true
    if (value === null || value === undefined || value === '' || value === false) return true
    if (Array.isArray(value)) return value.length === 0
    if (typeof value === 'object') return isBlank(value as Record<string, unknown>)
    return SCHEMA_DEFAULTS.has(key)
  })
}

/** The demo is live content: where drafts exist, it is seeded published (a draft would never show on the site). */
export function published<T extends object>(hasDrafts: boolean, data: T): T {
  return hasDrafts ? { ...data, _status: 'published' } : data
}

/** Creates every document of a collection when it is empty (an editor's data is never touched). */
async function seedCollection(payload: Payload, media: MediaLibrary, collection: CollectionSlug, docs: readonly object[]) {
  const { totalDocs } = await payload.count({ collection })
  if (totalDocs > 0) return 0
  const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
  for (const doc of docs) {
    await payload.create({ collection, data: published(drafts, (await media.resolve(doc)) as object) as never, depth: 0 })
  }
  return docs.length
}

/** Seeds the globals and the small content collections (banks, programmes, progress, promos, SEO, redirects). */
export async function seedContent(payload: Payload, media: MediaLibrary) {
  const report: Record<string, number> = {}
  await media.prefetch(content.ART_KEYS.map((a) => a.key))
  for (const [slug, data] of Object.entries(content.globals)) {
    const current = (await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0 })) as unknown as Record<string, unknown>
    if (isBlank(current)) {
      const drafts = Boolean(payload.config.globals.find((g) => g.slug === slug)?.versions?.drafts)
      await payload.updateGlobal({
        slug: slug as GlobalSlug,
        data: published(drafts, (await media.resolve(data)) as object) as never,
        depth: 0,
      })
      report[slug] = 1
    }
  }

  const buildings = await payload.find({ collection: 'buildings', limit: 100, depth: 0, pagination: false })
  const buildingId = new Map(buildings.docs.map((b) => [b.number, b.id]))
  const scope = <T extends { applies_to?: SeedScope }>(owner: string, applies: T['applies_to']) => ({
    ...applies,
    buildings: (applies?.buildings ?? []).map((n) => {
      const id = buildingId.get(n)
      if (!id) throw new Error(`${owner} names an unknown building ${n}`)
      return id
    }),
  })

  report.banks = await seedCollection(payload, media, 'banks', content.banks)
  const banks = await payload.find({ collection: 'banks', limit: 100, depth: 0, pagination: false })
  const bankId = new Map(banks.docs.map((b) => [b.name, b.id]))
  const programs = content.mortgagePrograms.map((p) => {
    const id = bankId.get(p.bank)
    if (!id) throw new Error(`Mortgage programme "${p.name}" names an unknown bank "${p.bank}"`)
    return { ...p, bank: id, applies_to: scope(`Mortgage programme "${p.name}"`, p.applies_to) }
  })
  report.programs = await seedCollection(payload, media, 'mortgage-programs', programs)
  const programDocs = await payload.find({ collection: 'mortgage-programs', limit: 1000, depth: 1, pagination: false })
  // A promo names its programme as «Банк / Программа»: several banks offer a programme of the same name.
  const programId = new Map(programDocs.docs.map((p) => [`${typeof p.bank === 'object' ? p.bank.name : p.bank} / ${p.name}`, p.id]))
  const promos = content.promos.map((p) => {
    const key = p.applies_to?.mortgage_program
    const program = key ? programId.get(key) : undefined
    if (key && !program) throw new Error(`Promo "${p.title}" names an unknown mortgage programme "${key}"`)
    return { ...p, applies_to: { ...scope(`Promo "${p.title}"`, p.applies_to), mortgage_program: program ?? null } }
  })
  report.progress = await seedCollection(payload, media, 'progress-cards', content.progressCards)
  report.cameras = await seedCollection(payload, media, 'cameras', content.cameras)
  report.promos = await seedCollection(payload, media, 'promos', promos)
  report.seo = await seedCollection(payload, media, 'seo-records', content.seoRecords)
  report.redirects = await seedCollection(payload, media, 'redirects', content.redirects)
  return report
}
