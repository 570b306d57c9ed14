import type { Payload } from 'payload'

import type { Layout } from '@/cms/payload-types'
import { sql, sqlDatabase, sqlNumber as num } from '@/features/cms-runtime'
import { toImage, type ImageDto } from '@/features/content'
import { moscowDay } from '@/lib/moscow-day'
import { timestampMs } from '@/lib/timestamp'

import { PRICE_DROP_WINDOW_MS, type WindowPrice } from './price-history'
import type { FeatureTag, FinishingKind, Orientation, PropertyType } from './properties.schema'
import type { BuildingRecord, LayoutRecord, PropertyRecord, SectionRecord } from './snapshot'
import { publicStatus } from './status'

/** Reading the catalogue from the database, in as few and as cheap queries as the drivers allow (raw SQL: src/cms/sql.ts). */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** Version stamps: they move whenever a row of the table is written or deleted. */
export interface Stamps {
  /** max(updated_at)#count(*) of properties. */
  properties: string
  /** The newest properties.updated_at in milliseconds (null when empty). */
  propertiesUpdatedAt: number | null
  propertiesCount: number
  /** The same for buildings, sections and layouts together. */
  related: string
  /** The same for mortgage programmes and banks: the monthly payments and promo targeting depend on them. */
  programs: string
}

const STAMPED_RELATED = ['buildings', 'sections', 'layouts'] as const
const STAMPED_PROGRAMS = ['mortgage_programs', 'banks'] as const

/** Reads the version stamps: six index-only aggregate queries. */
export async function readStamps(payload: Payload): Promise<Stamps> {
  const db = sqlDatabase(payload)
  const stamps = await Promise.all(
    (['properties', ...STAMPED_RELATED, ...STAMPED_PROGRAMS] as const).map(async (name) => {
      const table = db.table(name)
      const [row] = await db.select({ at: sql`max(${table.updatedAt})`, n: sql`count(*)` }).from(table)
      const at = row?.at instanceof Date ? row.at.toISOString() : String(row?.at ?? '')
      return { at, n: num(row?.n) ?? 0 }
    }),
  )
  const properties = stamps[0]!
  const stamp = (rows: typeof stamps) => rows.map((r) => `${r.at}#${r.n}`).join('|')
  return {
    properties: `${properties.at}#${properties.n}`,
    propertiesUpdatedAt: timestampMs(properties.at),
    propertiesCount: properties.n,
    related: stamp(stamps.slice(1, 1 + STAMPED_RELATED.length)),
    programs: stamp(stamps.slice(1 + STAMPED_RELATED.length)),
  }
}

/** Columns of a property row, in the order the catalogue query returns them; the feature tags follow. */
// prettier-ignore
const PROPERTY_COLUMNS = [
  'id', 'ref_id', 'type', 'number', 'status', 'hold_until', 'rooms', 'is_euro', 'area', 'floor', 'building', 'section', 'layout', 'plan',
  'price', 'old_price', 'price_per_m2', 'finishing_kind', 'orientation', 'ceiling_height', 'riser',
] as const
const AT = Object.fromEntries(PROPERTY_COLUMNS.map((c, i) => [c, i])) as Record<(typeof PROPERTY_COLUMNS)[number], number>
const FEATURES_AT = PROPERTY_COLUMNS.length

/** Maps a row tuple (PROPERTY_COLUMNS, then the comma-joined feature tags) to a record. */
export function toRecord(row: readonly unknown[]): PropertyRecord {
  const price = num(row[AT.price]) ?? 0
  const area = num(row[AT.area]) ?? 0
  const isEuro = row[AT.is_euro]
  const tags = row[FEATURES_AT]
  return {
    id: num(row[AT.id])!,
    ref_id: String(row[AT.ref_id] ?? ''),
    type: row[AT.type] as PropertyType,
    number: String(row[AT.number] ?? ''),
    status: publicStatus(String(row[AT.status])),
    hold_until: timestampMs(row[AT.hold_until]),
    rooms: num(row[AT.rooms]),
    is_euro: isEuro === true || isEuro === 1 || isEuro === 'true',
    area,
    floor: num(row[AT.floor]) ?? 0,
    building: num(row[AT.building]) ?? 0,
    section: num(row[AT.section]) ?? 0,
    layout: num(row[AT.layout]),
    riser: num(row[AT.riser]),
    plan: num(row[AT.plan]),
    price,
    old_price: num(row[AT.old_price]),
    // Kept by a beforeChange hook; a row written around it still gets a value the order can use.
    price_per_m2: num(row[AT.price_per_m2]) ?? (area > 0 ? Math.round(price / area) : 0),
    finishing_kind: (row[AT.finishing_kind] as FinishingKind | '' | null) || null,
    orientation: (row[AT.orientation] as Orientation | '' | null) || null,
    ceiling_height: num(row[AT.ceiling_height]),
    features: typeof tags === 'string' && tags !== '' ? (tags.split(',') as FeatureTag[]) : [],
  }
}

/**
 * Properties with their feature tags (all, or those written since `since` ms), sorted by id, in one query
 * shaped so the driver builds few objects: reading 20,000 rows × 22 columns cell by cell took seconds.
 * SQLite aggregates everything into one JSON text; PostgreSQL returns one text line per row (its JSON
 * functions are the slow part there), fields joined by U+001F, which the free-text columns are cleaned of.
 */
export async function readProperties(payload: Payload, since?: number): Promise<PropertyRecord[]> {
  const db = sqlDatabase(payload)
  const t = db.table('properties')
  const f = db.table('properties_features')
  const where = since === undefined ? sql`` : sql` where ${t.updatedAt} >= ${new Date(since).toISOString()}`
  let tuples: unknown[][]
  if (db.dialect === 'postgres') {
    const fields = PROPERTY_COLUMNS.map((c) =>
      c === 'ref_id' || c === 'number' ? sql`replace(${t[c]}, chr(31), ' ')` : sql`coalesce(${t[c]}::text, '')`,
    )
    const features = sql`(select string_agg(${f.value}::text, ',') as tags, ${f.parent} as parent from ${f} group by ${f.parent})`
    const query = sql`select concat_ws(chr(31), ${sql.join(fields, sql`, `)}, coalesce(pf.tags, '')) as line from ${t} left join ${features} pf on pf.parent = ${t.id}${where}`
    const rows = await db.execute(query)
    tuples = rows.map((r) => String(r.line).split('\x1f'))
  } else {
    const columns = sql.join(
      PROPERTY_COLUMNS.map((c) => sql`${t[c]}`),
      sql`, `,
    )
    const tags = sql`(select group_concat(${f.value}, ',') from ${f} where ${f.parent} = ${t.id})`
    const query = sql`select json_group_array(json_array(${columns}, ${tags})) as data from ${t}${where}`
    const rows = await db.execute(query)
    tuples = JSON.parse(String(rows[0]?.data ?? '[]')) as unknown[][]
  }
  return tuples.map(toRecord).sort((a, b) => a.id - b.id)
}

function toLayoutRecord(doc: Layout): LayoutRecord {
  const block = doc.layout_feature_block
  return {
    id: doc.id,
    code: doc.code,
    area: num(doc.area),
    plan: toImage(doc.plan),
    floor_position: toImage(doc.floor_position),
    virtual_tour: text(doc.virtual_tour),
    gallery: (doc.gallery ?? []).flatMap((g) => {
      const image = toImage(g.image)
      return image ? [{ ...image, caption: text(g.caption) }] : []
    }),
    layout_feature_block:
      block && (block.title || block.description) ? { title: text(block.title), description: text(block.description) } : null,
    layout_features: (doc.layout_features ?? []).map((f) => ({ title: f.title, description: text(f.description) })),
    default_features: (doc.default_features ?? []).map((f) => ({ title: f.title, value: text(f.value) })),
  }
}

/** The documents around the properties: few and rarely edited, so a property edit reuses them. */
export interface Related {
  /** Stamps.related they were read at. */
  stamp: string
  buildings: BuildingRecord[]
  sections: SectionRecord[]
  layouts: LayoutRecord[]
  /** Plan images by media id, filled as properties name them. */
  images: Map<number, ImageDto>
}

/** Reads buildings, sections and layouts (with their images) through Payload. */
export async function readRelated(payload: Payload, stamp: string): Promise<Related> {
  const [buildings, sections, layouts] = await Promise.all([
    payload.find({ collection: 'buildings', pagination: false, depth: 0 }),
    // depth 1 for the floor plan image (the building comes populated too; only its id is kept).
    payload.find({ collection: 'sections', pagination: false, depth: 1 }),
    // As a visitor: only published layouts (a new layout saved as a draft stays out of the catalogue).
    payload.find({ collection: 'layouts', pagination: false, depth: 1, overrideAccess: false }),
  ])
  return {
    stamp,
    buildings: buildings.docs.map((b): BuildingRecord => ({
      id: b.id,
      number: num(b.number) ?? 0,
      name: b.name,
      address: text(b.address),
      completion_status: b.completion_status === 'completed' ? 'completed' : 'construction',
      ready_year: num(b.ready_year) ?? 0,
      ready_quarter: num(b.ready_quarter) ?? 0,
      total_floors: num(b.total_floors),
      geometry: b.geometry ?? null,
      documents: {
        declaration_url: text(b.declaration_url),
        permit_number: text(b.permit_number),
        permit_date: moscowDay(b.permit_date),
        escrow_bank: text(b.escrow_bank),
        delivery_date: moscowDay(b.delivery_date),
        keys_date: moscowDay(b.keys_date),
        date_moves: (b.date_moves ?? []).flatMap((m) => {
          const [from, to, moved_at] = [moscowDay(m.from), moscowDay(m.to), moscowDay(m.moved_at)]
          return from && to && moved_at ? [{ kind: m.kind, from, to, moved_at }] : []
        }),
      },
    })),
    sections: sections.docs.map((s): SectionRecord => ({
      id: s.id,
      title: s.title,
      building: typeof s.building === 'object' ? s.building.id : s.building,
      number: num(s.number) ?? 0,
      completion_status: s.completion_status === 'completed' ? 'completed' : 'construction',
      total_floors: num(s.total_floors) ?? 0,
      geometry: s.geometry ?? null,
      floor_plan: toImage(s.floor_plan),
      floor_plan_flats: (s.floor_plan_flats ?? []).flatMap((row) => {
        const riser = num(row.riser)
        return riser === null ? [] : [{ riser, outline: row.outline }]
      }),
      // depth 1 populates each view's image; a row whose image was deleted is left out.
      window_views: (s.window_views ?? []).flatMap((row) => {
        const image = toImage(row.image)
        const [floor_from, floor_to] = [num(row.floor_from), num(row.floor_to)]
        return image && floor_from !== null && floor_to !== null ? [{ floor_from, floor_to, orientation: row.orientation, image }] : []
      }),
    })),
    layouts: layouts.docs.map(toLayoutRecord),
    images: new Map(),
  }
}

/** Adds to `related.images` the plan images the properties name and it does not have yet. */
export async function readPlanImages(payload: Payload, related: Related, properties: PropertyRecord[]): Promise<void> {
  const missing = [...new Set(properties.map((p) => p.plan).filter((id): id is number => id !== null && !related.images.has(id)))]
  if (missing.length === 0) return
  const media = await payload.find({ collection: 'media', where: { id: { in: missing } }, pagination: false, depth: 0 })
  for (const doc of media.docs) {
    const image = toImage(doc)
    if (image) related.images.set(doc.id, image)
  }
}

/**
 * Per property, the price it had when the «цена снижена» window opened: the price before its earliest price
 * change of the window (history rows that moved the price; a status change alone is not one). One grouped
 * query, indexed by created_at, however many imports repriced the catalogue within the window.
 */
export async function readWindowPrices(payload: Payload, now: number): Promise<Map<number, WindowPrice>> {
  const db = sqlDatabase(payload)
  const since = new Date(now - PRICE_DROP_WINDOW_MS).toISOString()
  const moved = sql`price_before is not null and price is not null and price <> price_before`
  const rows = await db.execute(sql`
    select c.property_id as property, c.price_before as price_before, c.created_at as at
    from property_changes c
    join (
      select property_id, min(created_at) as first_at from property_changes
      where created_at > ${since} and ${moved} group by property_id
    ) f on f.property_id = c.property_id and f.first_at = c.created_at
    where ${moved}`)
  const out = new Map<number, WindowPrice>()
  for (const row of rows) {
    const [property, price, at] = [num(row.property), num(row.price_before), timestampMs(row.at)]
    if (property === null || price === null || at === null) continue
    // Two changes at the same moment: the higher price before them is where the window started.
    const seen = out.get(property)
    if (!seen || price > seen.price) out.set(property, { price, at })
  }
  return out
}
