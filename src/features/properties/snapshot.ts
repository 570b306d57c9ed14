import { COMPLETION_STATUSES, FEATURE_TAGS, FINISHING_KINDS, labelOf, ORIENTATIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '@/cms/options'
import type { WindowViewRow } from '@/cms/window-views'
import type { ImageDto } from '@/features/content'
import type { Program } from '@/features/mortgage'

import { FILTER_RANGE_KEYS } from './filter-dimensions'
import { PRICE_DROP_WINDOW_MS, priceDropOf, type WindowPrice } from './price-history'
import {
  COMPLETED,
  LAYOUT_FORMATS,
  PROPERTY_ORDERS,
  type FeatureTag,
  type FinishingKind,
  type LayoutFormat,
  type Orientation,
  type PropertyCard,
  type PropertyOrder,
  type PropertyStatus,
  type PropertyType,
} from './properties.schema'
import { effectiveStatus, statusChangesAt } from './status'

/** A property as the catalogue keeps it: numbers normalised, relations as ids. */
export interface PropertyRecord {
  id: number
  ref_id: string
  type: PropertyType
  number: string
  status: PropertyStatus
  hold_until: number | null
  rooms: number | null
  is_euro: boolean
  area: number
  floor: number
  building: number
  section: number
  layout: number | null
  /** Position on the section's floor plate (SectionRecord.floor_plan_flats), or null. */
  riser: number | null
  plan: number | null
  price: number
  old_price: number | null
  price_per_m2: number
  finishing_kind: FinishingKind | null
  orientation: Orientation | null
  ceiling_height: number | null
  features: FeatureTag[]
}

export type CompletionStatus = 'construction' | 'completed'

export interface BuildingRecord {
  id: number
  number: number
  name: string
  address: string | null
  completion_status: CompletionStatus
  ready_year: number
  ready_quarter: number
  total_floors: number | null
  geometry: unknown
  documents: BuildingDocuments
}

/** What a buyer checks of a building before paying (214-ФЗ): its documents and the dates the developer promises. */
export interface BuildingDocuments {
  /** The project declaration on наш.дом.рф. */
  declaration_url: string | null
  permit_number: string | null
  /** Days are 'YYYY-MM-DD' in Moscow. */
  permit_date: string | null
  escrow_bank: string | null
  delivery_date: string | null
  keys_date: string | null
  /** Every move of the delivery or keys date, oldest first. */
  date_moves: { kind: 'delivery' | 'keys'; from: string; to: string; moved_at: string }[]
}

/** A building whose developer has filled in none of its documents or dates. */
export const NO_BUILDING_DOCUMENTS: BuildingDocuments = Object.freeze({
  declaration_url: null,
  permit_number: null,
  permit_date: null,
  escrow_bank: null,
  delivery_date: null,
  keys_date: null,
  date_moves: [],
})

export interface SectionRecord {
  id: number
  title: string
  building: number
  number: number
  completion_status: CompletionStatus
  total_floors: number
  geometry: unknown
  /** The plate every residential floor repeats (null until one is uploaded). */
  floor_plan: ImageDto | null
  /** Each riser's outline on the plate, as stored (the floors API keeps only well-formed polygons). */
  floor_plan_flats: { riser: number; outline: unknown }[]
  /** «Вид из окна» by floor band and side (src/cms/window-views.ts picks a flat's). */
  window_views: (WindowViewRow & { image: ImageDto })[]
}

export interface LayoutRecord {
  id: number
  code: string
  /** The nominal total area the layout was drawn for, m² (a flat's own area may differ slightly). */
  area: number | null
  plan: ImageDto | null
  floor_position: ImageDto | null
  virtual_tour: string | null
  gallery: (ImageDto & { caption: string | null })[]
  layout_feature_block: { title: string | null; description: string | null } | null
  layout_features: { title: string; description: string | null }[]
  default_features: { title: string; value: string | null }[]
}

/** Everything the catalogue is built from: one consistent read of the database. */
export interface CatalogSource {
  version: string
  properties: PropertyRecord[]
  buildings: BuildingRecord[]
  sections: SectionRecord[]
  layouts: LayoutRecord[]
  /** Property plan images by media id (layout images are inside the layouts). */
  images: Map<number, ImageDto>
  /** The mortgage programmes: each flat's monthly payment is its calculator's first offer among them. */
  programs: Program[]
  /** Per property id, its price when the «цена снижена» window opened (absent: no price change in the window). */
  windowPrices: Map<number, WindowPrice>
}

/** Dimensions a property has exactly one value of (or none): filtered as "any of", faceted by count. */
export const CHOICE_DIMS = [
  'type',
  'status',
  'rooms',
  'layout_format',
  'building',
  'section',
  'finishing_kind',
  'orientation',
  'completion',
] as const
export type ChoiceDim = (typeof CHOICE_DIMS)[number]
/** Numeric dimensions filtered by an inclusive [min, max] and faceted by their min/max. */
export const RANGE_DIMS = FILTER_RANGE_KEYS
export type RangeDim = (typeof RANGE_DIMS)[number]

export type ChoiceValue = string | number

/** One choice dimension as columns: a code per property (-1 = none) into ordered values and labels. */
export interface ChoiceColumn {
  codes: Int32Array
  values: ChoiceValue[]
  labels: string[]
  /** Code of a value; keys have the value's own type (numbers for rooms, building, section; strings otherwise). */
  codeOf: Map<ChoiceValue, number>
}

/** The in-memory catalogue: records plus column arrays and presorted orders the filter engine scans. */
export interface Snapshot {
  version: string
  /** The invalidation generation it was loaded in (see catalog.ts). */
  generation: number
  builtAt: number
  /** When a hold runs out and a status changes by itself: the snapshot must be rebuilt then. */
  validUntil: number
  size: number
  items: PropertyRecord[]
  indexOf: Map<number, number>
  buildings: Map<number, BuildingRecord>
  sections: Map<number, SectionRecord>
  layouts: Map<number, LayoutRecord>
  images: Map<number, ImageDto>
  programs: Program[]
  choice: Record<ChoiceDim, ChoiceColumn>
  range: Record<RangeDim | 'price_per_m2', Float64Array>
  /** Bit i set = has FEATURE_TAGS[i]. */
  features: Uint32Array
  discount: Uint8Array
  /** How much the price fell over the last 30 days, as a fraction (0: it did not). */
  priceDrop: Float64Array
  /** The prices the fall is measured from (CatalogSource.windowPrices). */
  windowPrices: Map<number, WindowPrice>
  sorted: Record<PropertyOrder, Int32Array>
  /** Section codes of each building code (for inner specs and facets). */
  sectionsOfBuilding: Map<number, number[]>
  /** Answers computed from this snapshot, reused until it is replaced. */
  memo: Map<string, unknown>
  /** Property cards by item index, built on first use (lists share them). */
  cards: (PropertyCard | undefined)[]
}

export const FEATURE_BIT = new Map<string, number>(FEATURE_TAGS.map((f, i) => [f.value, 1 << i]))

/** 'студия', '2-комн.', '2Е'; the type label for properties without rooms. */
export function roomsLabel(rooms: number | null, isEuro: boolean, type: PropertyType = 'flat'): string {
  if (rooms === null) return labelOf(PROPERTY_TYPES, type)
  if (rooms === 0) return 'студия'
  return isEuro ? `${rooms}Е` : `${rooms}-комн.`
}

/** A flat's layout format (euro or classic, studios classic); null for properties without rooms. */
export function layoutFormatOf(r: Pick<PropertyRecord, 'rooms' | 'is_euro'>): LayoutFormat | null {
  if (r.rooms === null) return null
  return r.is_euro && r.rooms > 0 ? 'euro' : 'classic'
}

/** The Russian text of a completion status (SPEC §2.3: 'стройка' or 'дом сдан'). */
export function completionStatusText(status: CompletionStatus): string {
  return labelOf(COMPLETION_STATUSES, status === 'construction' ? 'construction' : 'completed')
}

/** '4 кв. 2027'. */
export function quarterLabel(year: number, quarter: number): string {
  return `${quarter} кв. ${year}`
}

/** The completion filter value of a property: 'completed' when its section (or building) is handed over, else 'YYYY-Q'. */
export function completionOf(building: BuildingRecord | undefined, section: SectionRecord | undefined): string | null {
  const status = section?.completion_status ?? building?.completion_status
  if (status === 'completed') return COMPLETED
  return building ? `${building.ready_year}-${building.ready_quarter}` : null
}

/** The label of a completion value. */
export function completionLabel(value: string): string {
  if (value === COMPLETED) return completionStatusText('completed')
  const [year, quarter] = value.split('-').map(Number)
  return quarterLabel(year!, quarter!)
}

function column(itemValues: (ChoiceValue | null)[], known: ChoiceValue[], label: (value: ChoiceValue) => string): ChoiceColumn {
  const values = [...known]
  const seen = new Set(values)
  const extra = [...new Set(itemValues.filter((v): v is ChoiceValue => v !== null && !seen.has(v)))]
  extra.sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))))
  values.push(...extra)
  const codeOf = new Map(values.map((v, i) => [v, i]))
  const codes = new Int32Array(itemValues.length)
  for (let i = 0; i < itemValues.length; i++) {
    const v = itemValues[i]!
    codes[i] = v === null ? -1 : codeOf.get(v)!
  }
  return { codes, values, labels: values.map(label), codeOf }
}

/**
 * Item indexes in ascending key order, ties by index (= id order). Sorts key × n + index as plain numbers
 * (a native sort: a comparator over 20,000 items is many times slower). Integer keys (prices, floors) are
 * used as they are; others (areas) are replaced by the rank of their value first, so the packing stays exact.
 */
function sortedAsc(keys: Float64Array): Int32Array {
  const n = keys.length
  let min = Infinity
  let max = -Infinity
  let integers = true
  for (let i = 0; i < n; i++) {
    const v = keys[i]!
    if (v < min) min = v
    if (v > max) max = v
    if (!Number.isInteger(v)) integers = false
  }
  const scaled = new Float64Array(n)
  if (integers && (max - min + 1) * n < Number.MAX_SAFE_INTEGER) {
    for (let i = 0; i < n; i++) scaled[i] = keys[i]! - min
  } else {
    const distinct = Float64Array.from(new Set(keys)).sort()
    for (let i = 0; i < n; i++) {
      let lo = 0
      let hi = distinct.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (distinct[mid]! < keys[i]!) lo = mid + 1
        else hi = mid
      }
      scaled[i] = lo
    }
  }
  const packed = new Float64Array(n)
  for (let i = 0; i < n; i++) packed[i] = scaled[i]! * n + i
  packed.sort()
  const order = new Int32Array(n)
  for (let k = 0; k < n; k++) order[k] = packed[k]! % n
  return order
}

/** The descending twin of an ascending order: runs of equal keys keep their ascending index order. */
function descending(asc: Int32Array, keys: Float64Array): Int32Array {
  const order = new Int32Array(asc.length)
  let k = 0
  for (let end = asc.length; end > 0;) {
    let start = end - 1
    while (start > 0 && keys[asc[start - 1]!] === keys[asc[end - 1]!]) start--
    for (let j = start; j < end; j++) order[k++] = asc[j]!
    end = start
  }
  return order
}

/**
 * «Сначала подешевевшие»: the properties whose price fell in the window, the largest fall first, then the rest
 * in the default order (cheapest first); ties keep the price order.
 */
function fallenFirst(priceDrop: Float64Array, byPrice: Int32Array): Int32Array {
  const n = byPrice.length
  const keys = new Float64Array(n)
  // A key per index: minus the fall, then the position in the price order, packed as sortedAsc does.
  const position = new Float64Array(n)
  for (let k = 0; k < n; k++) position[byPrice[k]!] = k
  const falls = [...new Set(priceDrop)].sort((a, b) => b - a)
  const rank = new Map(falls.map((fall, r) => [fall, r]))
  for (let i = 0; i < n; i++) keys[i] = rank.get(priceDrop[i]!)! * n + position[i]!
  return sortedAsc(keys)
}

/** Builds the column arrays, lookups and presorted orders of a catalogue; statuses evaluated at `now`. */
export function buildSnapshot(source: CatalogSource, generation: number, now = Date.now()): Snapshot {
  // Index order must be id order: the presorted orders break ties by index.
  const items = source.properties.every((r, i, all) => i === 0 || all[i - 1]!.id < r.id)
    ? source.properties
    : [...source.properties].sort((a, b) => a.id - b.id)
  const buildings = new Map(source.buildings.map((b) => [b.id, b]))
  const sections = new Map(source.sections.map((s) => [s.id, s]))
  let validUntil = Number.POSITIVE_INFINITY
  const statuses = items.map((r) => {
    validUntil = Math.min(validUntil, statusChangesAt(r.status, r.hold_until, now))
    return effectiveStatus(r.status, r.hold_until, now)
  })

  const buildingOrder = [...source.buildings].sort((a, b) => a.number - b.number || a.id - b.id)
  const sectionOrder = [...source.sections].sort(
    (a, b) => (buildings.get(a.building)?.number ?? 0) - (buildings.get(b.building)?.number ?? 0) || a.number - b.number || a.id - b.id,
  )
  const completions = items.map((r) => completionOf(buildings.get(r.building), sections.get(r.section)))
  const knownCompletions = [
    COMPLETED,
    ...new Set(source.buildings.filter((b) => b.completion_status !== 'completed').map((b) => `${b.ready_year}-${b.ready_quarter}`)),
  ]
  knownCompletions.sort((a, b) => (a === COMPLETED ? -1 : b === COMPLETED ? 1 : a.localeCompare(b)))

  const choice: Record<ChoiceDim, ChoiceColumn> = {
    type: column(
      items.map((r) => r.type),
      PROPERTY_TYPES.map((o) => o.value),
      (v) => labelOf(PROPERTY_TYPES, String(v)),
    ),
    status: column(
      statuses,
      PROPERTY_STATUSES.map((o) => o.value),
      (v) => labelOf(PROPERTY_STATUSES, String(v)),
    ),
    rooms: column(
      items.map((r) => r.rooms),
      [],
      (v) => roomsLabel(Number(v), false),
    ),
    layout_format: column(
      items.map((r) => layoutFormatOf(r)),
      LAYOUT_FORMATS.map((o) => o.value),
      (v) => labelOf(LAYOUT_FORMATS, String(v)),
    ),
    building: column(
      items.map((r) => r.building),
      buildingOrder.map((b) => b.id),
      (v) => buildings.get(Number(v))?.name ?? `Корпус ${v}`,
    ),
    section: column(
      items.map((r) => r.section),
      sectionOrder.map((s) => s.id),
      (v) => sections.get(Number(v))?.title ?? `Секция ${v}`,
    ),
    finishing_kind: column(
      items.map((r) => r.finishing_kind),
      FINISHING_KINDS.map((o) => o.value),
      (v) => labelOf(FINISHING_KINDS, String(v)),
    ),
    orientation: column(
      items.map((r) => r.orientation),
      ORIENTATIONS.map((o) => o.value),
      (v) => labelOf(ORIENTATIONS, String(v)),
    ),
    completion: column(completions, knownCompletions, (v) => completionLabel(String(v))),
  }

  const sectionsOfBuilding = new Map<number, number[]>()
  choice.section.values.forEach((sectionId, code) => {
    const building = sections.get(Number(sectionId))?.building
    const buildingCode = building === undefined ? undefined : choice.building.codeOf.get(building)
    if (buildingCode === undefined) return
    const list = sectionsOfBuilding.get(buildingCode) ?? []
    list.push(code)
    sectionsOfBuilding.set(buildingCode, list)
  })

  const range = {
    price: Float64Array.from(items, (r) => r.price),
    area: Float64Array.from(items, (r) => r.area),
    floor: Float64Array.from(items, (r) => r.floor),
    price_per_m2: Float64Array.from(items, (r) => r.price_per_m2),
  }
  const sorted = {} as Record<PropertyOrder, Int32Array>
  for (const { value } of PROPERTY_ORDERS) {
    if (value.startsWith('-') || value === 'price_drop') continue
    const keys = range[value as keyof typeof range]
    sorted[value] = sortedAsc(keys)
    sorted[`-${value}` as PropertyOrder] = descending(sorted[value], keys)
  }
  const priceDrop = Float64Array.from(items, (r) => priceDropOf(r.price, source.windowPrices.get(r.id), now))
  sorted.price_drop = fallenFirst(priceDrop, sorted.price)
  // The snapshot is rebuilt when the earliest window price leaves the window: the mark and the order move then.
  for (const start of source.windowPrices.values()) {
    const leaves = start.at + PRICE_DROP_WINDOW_MS
    if (leaves > now) validUntil = Math.min(validUntil, leaves)
  }

  return {
    version: source.version,
    generation,
    builtAt: now,
    validUntil,
    size: items.length,
    items,
    indexOf: new Map(items.map((r, i) => [r.id, i])),
    buildings,
    sections,
    layouts: new Map(source.layouts.map((l) => [l.id, l])),
    images: source.images,
    programs: source.programs,
    choice,
    range,
    features: Uint32Array.from(items, (r) => r.features.reduce((mask, f) => mask | (FEATURE_BIT.get(f) ?? 0), 0)),
    discount: Uint8Array.from(items, (r) => (r.old_price !== null && r.old_price > r.price ? 1 : 0)),
    priceDrop,
    windowPrices: source.windowPrices,
    sorted,
    sectionsOfBuilding,
    memo: new Map(),
    cards: new Array(items.length),
  }
}

/** Replaces records by id with changed ones and adds new ones, keeping id order (a refresh's patch). */
export function mergeRecords(current: PropertyRecord[], changed: PropertyRecord[]): PropertyRecord[] {
  if (changed.length === 0) return current
  const byId = new Map(changed.map((r) => [r.id, r]))
  const merged = current.map((r) => {
    const update = byId.get(r.id)
    if (!update) return r
    byId.delete(r.id)
    return update
  })
  if (byId.size > 0) merged.push(...byId.values())
  return byId.size > 0 ? merged.sort((a, b) => a.id - b.id) : merged
}

/** The effective status of the property at index i. */
export function statusAt(snapshot: Snapshot, i: number): PropertyStatus {
  const column = snapshot.choice.status
  return column.values[column.codes[i]!] as PropertyStatus
}

/** The completion value of the property at index i ('completed' or 'YYYY-Q'), or null. */
export function completionAt(snapshot: Snapshot, i: number): string | null {
  const column = snapshot.choice.completion
  const code = column.codes[i]!
  return code < 0 ? null : (column.values[code] as string)
}
