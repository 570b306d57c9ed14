import { FEATURE_TAGS, FINISHING_KINDS, labelOf, ORIENTATIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '@/cms/options'

import { windowViewFor } from '@/cms/window-views'
import { DEFAULT_TERMS, firstOffer, instalmentPlan, type MortgageTarget } from '@/features/mortgage'
import { formatArea, formatNumber } from '@/lib/money'

import { percentOf } from './price-history'
import { COMPLETED, type MortgageTerms, type PropertyCard, type PropertyDetail } from './properties.schema'
import {
  completionAt,
  completionLabel,
  completionStatusText,
  type LayoutRecord,
  NO_BUILDING_DOCUMENTS,
  type PropertyRecord,
  quarterLabel,
  roomsLabel,
  statusAt,
  type Snapshot,
} from './snapshot'

/** What decides which mortgage programmes apply to the property at index i, and its price. */
export function mortgageTargetAt(snapshot: Snapshot, i: number): MortgageTarget {
  const r = snapshot.items[i]!
  return { type: r.type, price: r.price, building: r.building, completed: completionAt(snapshot, i) === COMPLETED, features: r.features }
}

/** The calculator's first offer for the property at index i, as the card states it. */
function mortgageTerms(snapshot: Snapshot, i: number): { payment: number; terms: MortgageTerms } | null {
  const offer = firstOffer(snapshot.programs, mortgageTargetAt(snapshot, i))
  if (!offer) return null
  return {
    payment: offer.payment,
    terms: {
      program_id: offer.id,
      program: offer.name,
      bank: offer.bank.name,
      rate: offer.rate,
      initial_payment: DEFAULT_TERMS.initial_payment,
      term: DEFAULT_TERMS.term,
      borrowers: offer.borrowers,
      conditions: offer.conditions,
    },
  }
}

const valueLabel = (options: readonly { value: string; label: string }[], value: string) => ({ value, label: labelOf(options, value) })

/** The card of the property at index i (built once per snapshot: lists reuse it). */
export function toCard(snapshot: Snapshot, i: number): PropertyCard {
  const hit = snapshot.cards[i]
  if (hit) return hit
  const r = snapshot.items[i]!
  const building = snapshot.buildings.get(r.building)
  const section = snapshot.sections.get(r.section)
  const layout = r.layout === null ? undefined : snapshot.layouts.get(r.layout)
  const completion = completionAt(snapshot, i)
  const discounted = r.old_price !== null && r.old_price > r.price
  const mortgage = mortgageTerms(snapshot, i)
  const card: PropertyCard = {
    id: r.id,
    ref_id: r.ref_id,
    type: valueLabel(PROPERTY_TYPES, r.type),
    status: valueLabel(PROPERTY_STATUSES, statusAt(snapshot, i)),
    rooms: r.rooms,
    rooms_label: roomsLabel(r.rooms, r.is_euro, r.type),
    is_euro: r.is_euro,
    area: r.area,
    floor: r.floor,
    number: r.number,
    building: building?.number ?? null,
    section: section?.number ?? null,
    building_id: r.building,
    section_id: r.section,
    price: r.price,
    old_price: discounted ? r.old_price : null,
    discount_percent: discounted ? Math.round((1 - r.price / r.old_price!) * 100) : null,
    price_per_m2: r.price_per_m2,
    finishing_kind: r.finishing_kind ? valueLabel(FINISHING_KINDS, r.finishing_kind) : null,
    features: FEATURE_TAGS.filter((t) => r.features.includes(t.value)).map((t) => ({ value: t.value, label: t.label })),
    orientation: r.orientation ? valueLabel(ORIENTATIONS, r.orientation) : null,
    ceiling_height: r.ceiling_height,
    completion: completion ? { value: completion, label: completionLabel(completion) } : { value: '', label: '' },
    full_mortgage_payment: mortgage?.payment ?? null,
    full_mortgage_offer: mortgage?.terms ?? null,
    price_drop:
      snapshot.priceDrop[i]! > 0
        ? { percent: percentOf(snapshot.priceDrop[i]!), previous_price: snapshot.windowPrices.get(r.id)?.price ?? r.price }
        : null,
    plan: (r.plan !== null ? snapshot.images.get(r.plan) : undefined) ?? layout?.plan ?? null,
  }
  snapshot.cards[i] = card
  return card
}

const NBSP = '\u00a0'
const metres = (value: number) => `${formatNumber(value, { maxFractionDigits: 2 })}${NBSP}м`

/**
 * The layout's characteristics as this flat's page states them (one source for each fact). A layout
 * holds nominal values typed once for every flat drawn to it; where the flat has its own value — total area,
 * ceiling height, rooms — the flat's wins, so the page never says two different things.
 */
export function flatFacts(rows: LayoutRecord['default_features'], r: PropertyRecord): LayoutRecord['default_features'] {
  const own: Record<string, string | null> = {
    'общая площадь': formatArea(r.area),
    площадь: formatArea(r.area),
    'высота потолков': r.ceiling_height === null ? null : metres(r.ceiling_height),
    потолки: r.ceiling_height === null ? null : metres(r.ceiling_height),
    комнат: r.rooms === null || r.rooms === 0 ? null : String(r.rooms),
  }
  return rows.map((row) => {
    const value = own[row.title.trim().toLowerCase()]
    return value ? { title: row.title, value } : row
  })
}

/** Replaces the layout's nominal total area in its prose ('Студия 22,9 м²') with the flat's own. */
export function withFlatArea(text: string | null, layoutArea: number | null, area: number): string | null {
  if (!text || layoutArea === null || layoutArea === area) return text
  const [whole, fraction = '0'] = layoutArea.toFixed(1).split('.')
  const number = fraction === '0' ? `${whole}(?:[,.]0)?` : `${whole}[,.]${fraction}`
  const nominal = new RegExp(`(^|[^\\d,.])${number}(?=\\s?м²)`, 'g')
  return text.replace(nominal, (_m, before: string) => `${before}${formatNumber(area, { maxFractionDigits: 1 })}`)
}

/** The flat page of the property at index i (SPEC §3 Flat). */
export function toDetail(snapshot: Snapshot, i: number): PropertyDetail {
  const r = snapshot.items[i]!
  const card = toCard(snapshot, i)
  const layout = r.layout === null ? undefined : snapshot.layouts.get(r.layout)
  const building = snapshot.buildings.get(r.building)
  const section = snapshot.sections.get(r.section)
  const instalment = instalmentPlan(snapshot.programs, mortgageTargetAt(snapshot, i))
  return {
    ...card,
    layout: layout
      ? {
          id: layout.id,
          code: layout.code,
          virtual_tour: layout.virtual_tour,
          gallery: layout.gallery,
          layout_feature_block: layout.layout_feature_block && {
            title: withFlatArea(layout.layout_feature_block.title, layout.area, r.area),
            description: withFlatArea(layout.layout_feature_block.description, layout.area, r.area),
          },
          floor_position: layout.floor_position,
        }
      : null,
    layout_features: layout?.layout_features ?? [],
    window_view: windowViewFor(section?.window_views ?? [], r.floor, r.orientation)?.image ?? null,
    default_features: layout ? flatFacts(layout.default_features, r) : [],
    building_info: {
      id: r.building,
      number: building?.number ?? 0,
      name: building?.name ?? '',
      address: building?.address ?? null,
      completion_status: completionStatusText(building?.completion_status ?? 'construction'),
      ready_year: building?.ready_year ?? 0,
      ready_quarter: building?.ready_quarter ?? 0,
      ready_label: building ? quarterLabel(building.ready_year, building.ready_quarter) : '',
      total_floors: building?.total_floors ?? null,
      documents: building?.documents ?? NO_BUILDING_DOCUMENTS,
    },
    instalment: instalment && {
      program_id: instalment.offer.id,
      program: instalment.offer.name,
      bank: instalment.offer.bank.name,
      initial_payment: instalment.initial_payment,
      first_payment: instalment.first_payment,
      monthly_payment: instalment.offer.payment,
      term: instalment.term,
      rate: instalment.offer.rate,
    },
    section_info: {
      id: r.section,
      number: section?.number ?? 0,
      title: section?.title ?? '',
      completion_status: completionStatusText(section?.completion_status ?? building?.completion_status ?? 'construction'),
      total_floors: section?.total_floors ?? 0,
    },
  }
}
