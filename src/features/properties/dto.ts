import { FEATURE_TAGS, FINISHING_KINDS, labelOf, ORIENTATIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '@/cms/options'

import type { PropertyCard, PropertyDetail } from './properties.schema'
import { completionAt, completionLabel, completionStatusText, quarterLabel, roomsLabel, statusAt, type Snapshot } from './snapshot'

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
    full_mortgage_payment: r.full_mortgage_payment,
    plan: (r.plan !== null ? snapshot.images.get(r.plan) : undefined) ?? layout?.plan ?? null,
  }
  snapshot.cards[i] = card
  return card
}

/** The flat page of the property at index i (SPEC §3 Flat). */
export function toDetail(snapshot: Snapshot, i: number): PropertyDetail {
  const r = snapshot.items[i]!
  const card = toCard(snapshot, i)
  const layout = r.layout === null ? undefined : snapshot.layouts.get(r.layout)
  const building = snapshot.buildings.get(r.building)
  const section = snapshot.sections.get(r.section)
  return {
    ...card,
    layout: layout
      ? {
          id: layout.id,
          code: layout.code,
          virtual_tour: layout.virtual_tour,
          gallery: layout.gallery,
          layout_feature_block: layout.layout_feature_block,
          floor_position: layout.floor_position,
        }
      : null,
    layout_features: layout?.layout_features ?? [],
    default_features: layout?.default_features ?? [],
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
