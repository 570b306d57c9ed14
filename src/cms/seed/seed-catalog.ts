import type { Payload } from 'payload'

import { floorPlateSvg, plateGeometry } from './art/floor-plate'
import { floorPlanSvg, layoutCopy } from './art/plan'
import { generateCatalog, type PropertySeed } from './catalog'
import { layoutGallery } from './layout-gallery'
import { seedPriceHistory } from './price-history'
import type { MediaLibrary } from './media'
import { sectionWindowViews, viewArtAlt, viewArtKey } from './window-views'
import { windowView } from './art/scene-window-views'
import type { Illustration } from './types'

const CHUNK = 500
/** A window view picture: wide like a window, sharp in the card's hero and fullscreen. */
const VIEW_WIDTH = 1440
const VIEW_HEIGHT = 960

/**
 * Seeds buildings, sections and layouts through the Local API (few rows, hooks and validation apply)
 * and properties by bulk insert (thousands of rows: ~50× faster than the Local API, ARCHITECTURE.md).
 */
export async function seedCatalog(payload: Payload, media: MediaLibrary, scale: number): Promise<{ properties: number; skipped: boolean }> {
  const existing = await payload.count({ collection: 'properties' })
  if (existing.totalDocs > 0) return { properties: existing.totalDocs, skipped: true }

  const catalog = generateCatalog(scale)
  // The layouts' interiors and the sections' window views, each distinct picture rendered once, two at a time.
  const viewsBySection = new Map(catalog.sections.map((s) => [s.key, sectionWindowViews(s)]))
  const galleries = new Map(catalog.layouts.map((l) => [l.code, layoutGallery(l)]))
  const viewArt = (a: Parameters<typeof viewArtKey>[0]): Illustration => ({
    key: viewArtKey(a),
    alt: viewArtAlt(a),
    width: VIEW_WIDTH,
    height: VIEW_HEIGHT,
    svg: () => windowView(VIEW_WIDTH, VIEW_HEIGHT, a),
  })
  await media.prefetch([
    ...[...galleries.values()].flat().map((g) => g.art),
    ...[...viewsBySection.values()].flat().map((v) => viewArt(v.art)),
  ])

  const buildingIds = new Map<number, number>()
  for (const b of catalog.buildings) {
    const doc = await payload.create({ collection: 'buildings', data: b, depth: 0 })
    buildingIds.set(b.number, doc.id as number)
  }
  const sectionIds = new Map<string, number>()
  const specByCode = new Map(catalog.layouts.map((l) => [l.code, l]))
  for (const s of catalog.sections) {
    const { key, floorPlan, riverSide: _side, building, ...data } = s
    // The section's floor plate: one picture every residential floor repeats, and each riser's outline on it.
    const specs = floorPlan.map((code) => specByCode.get(code)!)
    const floor_plan = await media.svg(`floor-plate-${key}.svg`, floorPlateSvg(specs, s.title), `План этажа: ${s.title.toLowerCase()}`)
    const floor_plan_flats = plateGeometry(specs).flats.map((f) => ({ riser: f.riser, outline: f.outline }))
    const window_views = await Promise.all(
      viewsBySection.get(key)!.map(async ({ art, ...band }) => ({ ...band, image: await media.generated(viewArt(art)) })),
    )
    const doc = await payload.create({
      collection: 'sections',
      data: { ...data, building: buildingIds.get(building)!, floor_plan, floor_plan_flats, window_views },
      depth: 0,
    })
    sectionIds.set(key, doc.id as number)
  }
  const layoutIds = new Map<string, number>()
  for (const spec of catalog.layouts) {
    const roomsLabel = spec.rooms === 0 ? 'Студия' : `${spec.rooms}${spec.isEuro ? 'Е' : '-комнатная'}`
    const plan = await media.svg(
      `plan-${spec.code}.svg`,
      floorPlanSvg(spec),
      `Планировка ${spec.code}: ${roomsLabel}, ${String(spec.area).replace('.', ',')} м²`,
    )
    const gallery = await Promise.all(
      galleries.get(spec.code)!.map(async ({ art, caption }) => ({ image: await media.generated(art), caption })),
    )
    const doc = await payload.create({
      collection: 'layouts',
      // Layouts have drafts: the demo's are published.
      data: {
        code: spec.code,
        rooms: spec.rooms,
        is_euro: spec.isEuro,
        area: spec.area,
        plan,
        gallery,
        ...layoutCopy(spec),
        _status: 'published',
      },
      depth: 0,
    })
    layoutIds.set(spec.code, doc.id as number)
  }
  const planByLayout = new Map<string, number>()
  for (const l of (await payload.find({ collection: 'layouts', limit: 1000, depth: 0, pagination: false })).docs) {
    planByLayout.set(l.code, typeof l.plan === 'object' && l.plan ? (l.plan.id as number) : (l.plan as number))
  }

  const ids = await insertProperties(payload, catalog.properties, { buildingIds, sectionIds, layoutIds, planByLayout })
  await insertPriceHistory(payload, seedPriceHistory(catalog.properties, Date.now()), ids)
  return { properties: catalog.properties.length, skipped: false }
}

async function insertProperties(
  payload: Payload,
  properties: PropertySeed[],
  refs: {
    buildingIds: Map<number, number>
    sectionIds: Map<string, number>
    layoutIds: Map<string, number>
    planByLayout: Map<string, number>
  },
) {
  // The drizzle handle and tables belong to Payload's SQL adapters; both dialects expose the same shape.
  const db = payload.db as unknown as { drizzle: any; tables: Record<string, any> }
  const now = new Date().toISOString()
  const usesDateObjects = payload.db.name === 'postgres'
  const stamp = usesDateObjects ? new Date(now) : now
  const ids = new Map<string, number>()
  for (let i = 0; i < properties.length; i += CHUNK) {
    const chunk = properties.slice(i, i + CHUNK)
    const rows = chunk.map((p) => ({
      ref_id: p.ref_id,
      type: p.type,
      number: p.number,
      status: p.status,
      rooms: p.rooms,
      is_euro: p.is_euro,
      area: p.area,
      floor: p.floor,
      building: refs.buildingIds.get(p.building)!,
      section: refs.sectionIds.get(p.section)!,
      layout: p.layout ? refs.layoutIds.get(p.layout)! : null,
      riser: p.riser,
      plan: p.layout ? (refs.planByLayout.get(p.layout) ?? null) : null,
      price: p.price,
      old_price: p.old_price,
      price_per_m2: p.price_per_m2,
      finishing_kind: p.finishing_kind,
      orientation: p.orientation,
      ceiling_height: p.ceiling_height,
      updatedAt: stamp,
      createdAt: stamp,
    }))
    const inserted: { id: number }[] = await db.drizzle.insert(db.tables.properties).values(rows).returning({ id: db.tables.properties.id })
    chunk.forEach((p, index) => ids.set(p.ref_id, inserted[index]!.id))
    const features = chunk.flatMap((p, index) =>
      p.features.map((value, order) => ({ parent: inserted[index]!.id, order: order + 1, value })),
    )
    for (let j = 0; j < features.length; j += CHUNK) {
      await db.drizzle.insert(db.tables.properties_features).values(features.slice(j, j + CHUNK))
    }
  }
  return ids
}

/** The demo's price history rows (seedPriceHistory), as the catalogue import writes them: source «Система». */
async function insertPriceHistory(payload: Payload, changes: ReturnType<typeof seedPriceHistory>, ids: Map<string, number>) {
  const db = payload.db as unknown as { drizzle: any; tables: Record<string, any> }
  const asDate = payload.db.name === 'postgres'
  const rows = changes.flatMap((c) => {
    const property = ids.get(c.ref_id)
    if (property === undefined) return []
    const at = new Date(c.at)
    const stamp = asDate ? at : at.toISOString()
    return [{ property, price_before: c.price_before, price: c.price, source: 'system', updatedAt: stamp, createdAt: stamp }]
  })
  for (let i = 0; i < rows.length; i += CHUNK) await db.drizzle.insert(db.tables.property_changes).values(rows.slice(i, i + CHUNK))
}
