import { FEATURE_TAGS } from '@/cms/options'

import {
  PROPERTY_ORDERS,
  type ChoiceSpec,
  type PropertyFacets,
  type PropertyFilter,
  type PropertySpecs,
  type PropertyStatus,
  type RangeSpec,
  type SpecOption,
} from './properties.schema'
import { CHOICE_DIMS, FEATURE_BIT, RANGE_DIMS, type ChoiceDim, type RangeDim, type Snapshot } from './snapshot'

/**
 * The catalogue's filter engine: pure functions over a Snapshot. A filter becomes, per property, a bit mask
 * of the filters it fails, built column by column in tight loops over typed arrays. Mask 0 = in the result;
 * exactly one bit = counts for that dimension's facet only (standard facet semantics: each dimension
 * computed with its own filter left out).
 */

/** A universe narrower than the whole catalogue (a visitor's favorites, a shared collection), in its own order. */
export interface Scope {
  ids: readonly number[]
}

const CHOICE_BIT = Object.fromEntries(CHOICE_DIMS.map((d, i) => [d, 1 << i])) as Record<ChoiceDim, number>
const RANGE_BIT = Object.fromEntries(RANGE_DIMS.map((d, i) => [d, 1 << (CHOICE_DIMS.length + i)])) as Record<RangeDim, number>
const FEATURES_BIT = 1 << (CHOICE_DIMS.length + RANGE_DIMS.length)
const DISCOUNT_BIT = FEATURES_BIT << 1
/** Outside the ids filter or the scope: never counted anywhere. */
const HARD_BIT = 1 << 15
const CHOICE_MASK = (1 << CHOICE_DIMS.length) - 1
const RANGE_MASK = ((1 << RANGE_DIMS.length) - 1) << CHOICE_DIMS.length

/** A filter compiled against one snapshot. */
export interface CompiledFilter {
  choice: { bit: number; codes: Int32Array; allowed: Uint8Array }[]
  ranges: { bit: number; column: Float64Array; min: number; max: number }[]
  featureMask: number
  discount: boolean
  /** Allowed item indexes (ids filter ∩ scope), or null for all. */
  hard: Uint8Array | null
}

/** The status a filter means: what it asks for, else available in the shop and anything inside a scope. */
export function statusesOf(filter: Pick<PropertyFilter, 'status'>, scope?: Scope): PropertyStatus[] | undefined {
  return filter.status?.length ? filter.status : scope ? undefined : ['available']
}

function marks(snapshot: Snapshot, ids: readonly number[]): Uint8Array {
  const allowed = new Uint8Array(snapshot.size)
  for (const id of ids) {
    const i = snapshot.indexOf.get(id)
    if (i !== undefined) allowed[i] = 1
  }
  return allowed
}

/** Compiles filter values into code lookups; values no property has simply match nothing. */
export function compileFilter(snapshot: Snapshot, filter: PropertyFilter, scope?: Scope): CompiledFilter {
  const wanted: Record<ChoiceDim, readonly (string | number)[] | undefined> = {
    type: filter.type,
    status: statusesOf(filter, scope),
    rooms: filter.rooms,
    layout_format: filter.layout_format,
    building: filter.building,
    section: filter.section,
    finishing_kind: filter.finishing_kind,
    orientation: filter.orientation,
    completion: filter.completion,
  }
  const choice: CompiledFilter['choice'] = []
  for (const dim of CHOICE_DIMS) {
    const values = wanted[dim]
    if (!values?.length) continue
    const column = snapshot.choice[dim]
    const allowed = new Uint8Array(column.values.length + 1)
    for (const value of values) {
      const code = column.codeOf.get(value)
      if (code !== undefined) allowed[code + 1] = 1
    }
    choice.push({ bit: CHOICE_BIT[dim], codes: column.codes, allowed })
  }
  const bounds: Record<RangeDim, [number | undefined, number | undefined]> = {
    price: [filter.price_min, filter.price_max],
    area: [filter.area_min, filter.area_max],
    floor: [filter.floor_min, filter.floor_max],
  }
  const ranges: CompiledFilter['ranges'] = []
  for (const dim of RANGE_DIMS) {
    const [min, max] = bounds[dim]
    if (min === undefined && max === undefined) continue
    ranges.push({ bit: RANGE_BIT[dim], column: snapshot.range[dim], min: min ?? -Infinity, max: max ?? Infinity })
  }
  let hard = scope ? marks(snapshot, scope.ids) : null
  // `ids` given but empty (the viewed filter with nothing viewed yet) means none, unlike other empty lists.
  if (filter.ids) {
    const ids = marks(snapshot, filter.ids)
    if (hard) for (let i = 0; i < ids.length; i++) ids[i]! &= hard[i]!
    hard = ids
  }
  return {
    choice,
    ranges,
    featureMask: (filter.features ?? []).reduce((mask, f) => mask | (FEATURE_BIT.get(f) ?? 0), 0),
    discount: filter.discount === true,
    hard,
  }
}

/** Per property, the bit mask of the filters it fails: one monomorphic loop per active filter. */
export function failures(snapshot: Snapshot, f: CompiledFilter): Uint16Array {
  const n = snapshot.size
  const fail = new Uint16Array(n)
  if (f.hard) {
    const hard = f.hard
    for (let i = 0; i < n; i++) if (hard[i] === 0) fail[i] = HARD_BIT
  }
  for (const { bit, codes, allowed } of f.choice) {
    for (let i = 0; i < n; i++) if (allowed[codes[i]! + 1] === 0) fail[i]! |= bit
  }
  for (const { bit, column, min, max } of f.ranges) {
    for (let i = 0; i < n; i++) {
      const v = column[i]!
      if (!(v >= min && v <= max)) fail[i]! |= bit
    }
  }
  if (f.featureMask !== 0) {
    const features = snapshot.features
    const mask = f.featureMask
    for (let i = 0; i < n; i++) if ((features[i]! & mask) !== mask) fail[i]! |= FEATURES_BIT
  }
  if (f.discount) {
    const discounted = snapshot.discount
    for (let i = 0; i < n; i++) if (discounted[i] === 0) fail[i]! |= DISCOUNT_BIT
  }
  return fail
}

/** The total and the item indexes of one page, walking `sequence` (indexes in the wanted order) only as far as needed. */
export function page(
  snapshot: Snapshot,
  f: CompiledFilter,
  sequence: ArrayLike<number>,
  offset: number,
  limit: number,
): { count: number; indexes: number[] } {
  const fail = failures(snapshot, f)
  let count = 0
  for (let i = 0; i < fail.length; i++) if (fail[i] === 0) count++
  const indexes: number[] = []
  let seen = 0
  for (let k = 0; k < sequence.length && indexes.length < limit; k++) {
    const i = sequence[k]!
    if (fail[i] !== 0) continue
    if (seen >= offset) indexes.push(i)
    seen++
  }
  return { count, indexes }
}

/** Every matching index in `sequence` order. */
export function allMatches(snapshot: Snapshot, f: CompiledFilter, sequence: ArrayLike<number>, fail = failures(snapshot, f)): number[] {
  const out: number[] = []
  for (let k = 0; k < sequence.length; k++) if (fail[sequence[k]!] === 0) out.push(sequence[k]!)
  return out
}

/** The item indexes of a scope in its own order (the favorites' "most recent first"). */
export function scopeSequence(snapshot: Snapshot, scope: Scope): number[] {
  const out: number[] = []
  const seen = new Set<number>()
  for (const id of scope.ids) {
    const i = snapshot.indexOf.get(id)
    if (i !== undefined && !seen.has(i)) {
      seen.add(i)
      out.push(i)
    }
  }
  return out
}

type Counted = { value: string | number; label: string; count: number }

/** Facets under a compiled filter: counts per option and min/max per range, each with its own filter left out. */
export function computeFacets(snapshot: Snapshot, f: CompiledFilter): PropertyFacets {
  const fail = failures(snapshot, f)
  const dims = CHOICE_DIMS.length
  const ranges = RANGE_DIMS.length
  const counts = CHOICE_DIMS.map((d) => new Int32Array(snapshot.choice[d].values.length + 1))
  const codes = CHOICE_DIMS.map((d) => snapshot.choice[d].codes)
  const columns = RANGE_DIMS.map((d) => snapshot.range[d])
  const min = new Float64Array(ranges).fill(Infinity)
  const max = new Float64Array(ranges).fill(-Infinity)
  const featureCounts = new Int32Array(FEATURE_TAGS.length)
  const features = snapshot.features
  const discountedAt = snapshot.discount
  let total = 0
  let discounted = 0
  for (let i = 0; i < fail.length; i++) {
    const fl = fail[i]!
    if (fl === 0) {
      total++
      for (let d = 0; d < dims; d++) counts[d]![codes[d]![i]! + 1]!++
      for (let r = 0; r < ranges; r++) {
        const v = columns[r]![i]!
        if (v < min[r]!) min[r] = v
        if (v > max[r]!) max[r] = v
      }
      let bits = features[i]!
      while (bits !== 0) {
        const b = 31 - Math.clz32(bits)
        featureCounts[b]!++
        bits ^= 1 << b
      }
      discounted += discountedAt[i]!
    } else if ((fl & (fl - 1)) === 0) {
      // Fails exactly one filter: counts for that dimension only. Features must all match, so a property
      // missing one is not counted for any option (conjunctive facet); HARD_BIT counts nowhere.
      const bit = 31 - Math.clz32(fl)
      if (fl & CHOICE_MASK) counts[bit]![codes[bit]![i]! + 1]!++
      else if (fl & RANGE_MASK) {
        const r = bit - dims
        const v = columns[r]![i]!
        if (v < min[r]!) min[r] = v
        if (v > max[r]!) max[r] = v
      } else if (fl === DISCOUNT_BIT) discounted += discountedAt[i]!
    }
  }

  const counted = (dim: ChoiceDim, only?: number[]): Counted[] => {
    const column = snapshot.choice[dim]
    const c = counts[CHOICE_DIMS.indexOf(dim)]!
    const out: Counted[] = []
    for (const code of only ?? column.values.keys()) {
      if (c[code + 1]! > 0) out.push({ value: column.values[code]!, label: column.labels[code]!, count: c[code + 1]! })
    }
    return out
  }
  const range = (r: number) => (min[r]! <= max[r]! ? { min: min[r]!, max: max[r]! } : null)
  const buildings = snapshot.choice.building
  return {
    count: total,
    facets: {
      type: counted('type'),
      status: counted('status'),
      rooms: counted('rooms'),
      layout_format: counted('layout_format'),
      building: counted('building').map((b) => ({
        ...b,
        inner_facets: counted('section', snapshot.sectionsOfBuilding.get(buildings.codeOf.get(b.value)!) ?? []),
      })),
      section: counted('section'),
      finishing_kind: counted('finishing_kind'),
      orientation: counted('orientation'),
      completion: counted('completion'),
      features: FEATURE_TAGS.flatMap((t, b) =>
        featureCounts[b]! > 0 ? [{ value: t.value, label: t.label, count: featureCounts[b]! }] : [],
      ),
      discount: { count: discounted },
      price: range(0),
      area: range(1),
      floor: range(2),
    },
  }
}

const SPEC_LABELS: Record<ChoiceDim | RangeDim | 'features' | 'discount' | 'order', string> = {
  type: 'Тип помещения',
  status: 'Статус',
  rooms: 'Комнатность',
  layout_format: 'Планировка',
  building: 'Корпус',
  section: 'Секция',
  finishing_kind: 'Отделка',
  orientation: 'Окна выходят на',
  completion: 'Срок сдачи',
  features: 'Особенности',
  discount: 'Со скидкой',
  price: 'Стоимость',
  area: 'Площадь',
  floor: 'Этаж',
  order: 'Сортировка',
}
const UNITS: Record<RangeDim, string> = { price: '₽', area: 'м²', floor: '' }

/**
 * Specs: which filters exist for the requested type(s), with their options (those some property of the
 * type has; disabled when none has the requested status) and the ranges of the properties in scope.
 * Type and status options are always all listed, each judged with its own filter left out.
 */
export function computeSpecs(snapshot: Snapshot, filter: Pick<PropertyFilter, 'type' | 'status'>, scope?: Scope): PropertySpecs {
  const typeOnly = compileFilter(snapshot, { type: filter.type, status: ['available', 'booked', 'sold'] }, scope)
  const inScope = compileFilter(snapshot, { type: filter.type, status: statusesOf(filter, scope) }, scope)
  const facets = computeFacets(snapshot, inScope)
  const present = CHOICE_DIMS.map((d) => new Uint8Array(snapshot.choice[d].values.length + 1))
  let presentFeatures = 0
  const outside = failures(snapshot, typeOnly)
  for (let i = 0; i < snapshot.size; i++) {
    if (outside[i] !== 0) continue
    for (let d = 0; d < CHOICE_DIMS.length; d++) present[d]![snapshot.choice[CHOICE_DIMS[d]!].codes[i]! + 1] = 1
    presentFeatures |= snapshot.features[i]!
  }

  const available = (dim: ChoiceDim) => new Set(facets.facets[dim].map((o) => String(o.value)))
  const options = (dim: ChoiceDim, all: boolean, only?: number[]): SpecOption[] => {
    const column = snapshot.choice[dim]
    const has = present[CHOICE_DIMS.indexOf(dim)]!
    const live = available(dim)
    const out: SpecOption[] = []
    for (const code of only ?? column.values.keys()) {
      if (!all && !has[code + 1]) continue
      out.push({ value: column.values[code]!, label: column.labels[code]!, disabled: !live.has(String(column.values[code])) })
    }
    return out
  }
  const choice = (dim: ChoiceDim, all = false): ChoiceSpec => ({
    name: dim,
    label: SPEC_LABELS[dim],
    kind: 'choice',
    multiple: true,
    options: options(dim, all),
  })
  const range = (dim: RangeDim): RangeSpec => {
    const r = facets.facets[dim]
    return { name: dim, label: SPEC_LABELS[dim], kind: 'range', unit: UNITS[dim], min: r?.min ?? null, max: r?.max ?? null }
  }
  const buildings = snapshot.choice.building
  const liveFeatures = new Set(facets.facets.features.map((o) => o.value))
  return {
    count: facets.count,
    specs: {
      type: choice('type', true),
      status: choice('status', true),
      rooms: choice('rooms'),
      layout_format: choice('layout_format'),
      building: {
        ...choice('building'),
        options: options('building', false).map((o) => {
          const inner = options('section', false, snapshot.sectionsOfBuilding.get(buildings.codeOf.get(o.value)!) ?? [])
          const sectionNumber = (id: string | number) => snapshot.sections.get(Number(id))?.number
          return { ...o, inner_specs: inner.map((s) => ({ ...s, label: `Секция ${sectionNumber(s.value) ?? s.value}` })) }
        }),
      },
      section: choice('section'),
      finishing_kind: choice('finishing_kind'),
      orientation: choice('orientation'),
      completion: choice('completion'),
      features: {
        name: 'features',
        label: SPEC_LABELS.features,
        kind: 'choice',
        multiple: true,
        options: FEATURE_TAGS.flatMap((t) =>
          presentFeatures & FEATURE_BIT.get(t.value)! ? [{ value: t.value, label: t.label, disabled: !liveFeatures.has(t.value) }] : [],
        ),
      },
      discount: { name: 'discount', label: SPEC_LABELS.discount, kind: 'bool', disabled: facets.facets.discount.count === 0 },
      price: range('price'),
      area: range('area'),
      floor: range('floor'),
      order: {
        name: 'order',
        label: SPEC_LABELS.order,
        kind: 'choice',
        multiple: false,
        options: PROPERTY_ORDERS.map((o) => ({ value: o.value, label: o.label, disabled: false })),
      },
    },
  }
}
