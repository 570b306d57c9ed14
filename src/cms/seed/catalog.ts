import { orientationOf, southCount } from './art/floor-plate'
import type { LayoutSpec } from './types'
import { createRandom, type Random } from './random'

/**
 * The demo complex's catalogue, generated deterministically (DESIGN.md): 5 buildings per phase,
 * 16 sections, ~40 layouts, ~1,800 flats, ~300 parking places, ~150 storage rooms, ~20 commercial units.
 * SEED_SCALE multiplies the phases (scale 10 ≈ 20,000 properties) for benchmarks.
 */

export interface BuildingSeed {
  number: number
  name: string
  address: string
  completion_status: 'construction' | 'completed'
  ready_year: number
  ready_quarter: number
  total_floors: number
  geometry: [number, number][]
  /** Documents and dates (ISO moments at noon in Saint Petersburg), as the CMS stores them. */
  declaration_url: string
  permit_number: string
  permit_date: string
  escrow_bank: string
  delivery_date: string
  keys_date: string
  date_moves: { kind: 'delivery' | 'keys'; from: string; to: string; moved_at: string }[]
}

export interface SectionSeed {
  key: string
  building: number
  number: number
  title: string
  completion_status: 'construction' | 'completed'
  total_floors: number
  geometry: [number, number][]
  /** Layout codes on a typical floor, in position order around the corridor. */
  floorPlan: string[]
  riverSide: boolean
}

export interface PropertySeed {
  ref_id: string
  type: 'flat' | 'parking' | 'storage' | 'commercial'
  number: string
  status: 'available' | 'booked' | 'sold'
  rooms: number | null
  is_euro: boolean
  area: number
  floor: number
  building: number
  section: string
  layout: string | null
  /** The flat's position on its section's floor plate, 1-based (null for units off the plate). */
  riser: number | null
  price: number
  old_price: number | null
  price_per_m2: number
  finishing_kind: 'none' | 'white_box' | 'finish' | 'furnished' | null
  features: string[]
  orientation: string | null
  ceiling_height: number | null
}

export interface Catalog {
  buildings: BuildingSeed[]
  sections: SectionSeed[]
  layouts: LayoutSpec[]
  properties: PropertySeed[]
}

/** Rooms, euro flag, area range and how many layout variants of each kind. */
const LAYOUT_KINDS = [
  { rooms: 0, isEuro: false, area: [22, 30], variants: 6, features: [[], ['corner_glazing'], ['high_ceilings']] },
  { rooms: 1, isEuro: false, area: [34, 45], variants: 8, features: [[], ['walk_in_closet'], ['corner_glazing']] },
  { rooms: 2, isEuro: true, area: [38, 48], variants: 4, features: [['kitchen_living'], ['kitchen_living', 'corner_glazing']] },
  { rooms: 2, isEuro: false, area: [52, 68], variants: 8, features: [[], ['dual_aspect'], ['walk_in_closet', 'corner_glazing']] },
  {
    rooms: 3,
    isEuro: true,
    area: [58, 72],
    variants: 4,
    features: [
      ['kitchen_living', 'two_bathrooms'],
      ['kitchen_living', 'master_bedroom'],
    ],
  },
  {
    rooms: 3,
    isEuro: false,
    area: [75, 95],
    variants: 6,
    features: [['two_bathrooms'], ['master_bedroom', 'walk_in_closet', 'two_bathrooms'], ['dual_aspect', 'two_bathrooms']],
  },
  {
    rooms: 4,
    isEuro: false,
    area: [100, 140],
    variants: 4,
    features: [
      ['master_bedroom', 'two_bathrooms', 'terrace'],
      ['master_bedroom', 'walk_in_closet', 'two_bathrooms', 'dual_aspect'],
    ],
  },
] as const

function layoutCode(rooms: number, isEuro: boolean, variant: number): string {
  const kind = rooms === 0 ? 'S' : `${rooms}${isEuro ? 'E' : 'K'}`
  return `${kind}-${String(variant + 1).padStart(2, '0')}`
}

function buildLayouts(random: Random): LayoutSpec[] {
  return LAYOUT_KINDS.flatMap((kind) =>
    Array.from({ length: kind.variants }, (_, variant) => {
      const [min, max] = kind.area
      const area = Math.round((min + ((max - min) * (variant + random.next())) / kind.variants) * 10) / 10
      return {
        code: layoutCode(kind.rooms, kind.isEuro, variant),
        rooms: kind.rooms,
        isEuro: kind.isEuro,
        area,
        features: [...kind.features[variant % kind.features.length]!],
        variant,
      }
    }),
  )
}

const BUILDING_PLAN = [
  { sections: 3, floors: [12, 14, 16], status: 'completed', year: 2025, quarter: 2, pricePerM2: 250_000 },
  { sections: 3, floors: [16, 18, 14], status: 'completed', year: 2025, quarter: 4, pricePerM2: 262_000 },
  { sections: 4, floors: [18, 21, 23, 19], status: 'construction', year: 2027, quarter: 4, pricePerM2: 278_000 },
  { sections: 3, floors: [20, 25, 22], status: 'construction', year: 2027, quarter: 4, pricePerM2: 290_000 },
  { sections: 3, floors: [17, 24, 21], status: 'construction', year: 2028, quarter: 2, pricePerM2: 302_000 },
] as const

/**
 * Each building's permit, escrow bank and promised days (within its ready quarter above), and the moves of those
 * days: корпус 1 was handed over a quarter late, корпус 3's dates moved once this summer. The banks are the
 * demo's fictional ones; the declaration links point at наш.дом.рф's catalogue with made-up object numbers.
 */
const BUILDING_DOCUMENTS = [
  {
    permit: ['78-15-0412-2022', '2022-03-14'],
    bank: 'Северный капитал Банк',
    delivery: '2025-06-20',
    keys: '2025-08-15',
    moves: [{ kind: 'delivery', from: '2025-03-31', to: '2025-06-20', moved_at: '2024-11-12' }],
  },
  { permit: ['78-15-0413-2022', '2022-05-18'], bank: 'Северный капитал Банк', delivery: '2025-12-10', keys: '2026-02-20', moves: [] },
  {
    permit: ['78-15-0127-2024', '2024-04-09'],
    bank: 'Ладога Банк',
    delivery: '2027-11-30',
    keys: '2028-02-28',
    moves: [
      { kind: 'delivery', from: '2027-09-30', to: '2027-11-30', moved_at: '2026-06-03' },
      { kind: 'keys', from: '2027-12-15', to: '2028-02-28', moved_at: '2026-06-03' },
    ],
  },
  { permit: ['78-15-0128-2024', '2024-04-09'], bank: 'Ладога Банк', delivery: '2027-12-20', keys: '2028-03-15', moves: [] },
  { permit: ['78-15-0301-2025', '2025-02-26'], bank: 'Ладога Банк', delivery: '2028-06-30', keys: '2028-09-30', moves: [] },
] as const

/** A day as the CMS stores a date field: noon in Saint Petersburg (09:00 UTC), so every time zone reads the same day. */
const stored = (day: string) => `${day}T09:00:00.000Z`

const ORIENTATION_BY_SIDE = { river: ['s', 'se', 'sw'], yard: ['n', 'ne', 'nw', 'e', 'w'] } as const

/** A plan position's layout kinds: corners get larger flats, the middle smaller ones. */
function floorPlanFor(random: Random, layouts: LayoutSpec[], index: number): string[] {
  const byKind = (rooms: number, euro: boolean) => layouts.filter((l) => l.rooms === rooms && l.isEuro === euro)
  const pick = (rooms: number, euro: boolean) => {
    const options = byKind(rooms, euro)
    return options[(index + random.int(0, options.length - 1)) % options.length]!.code
  }
  const middle = [pick(0, false), pick(1, false), pick(2, true), pick(1, false)]
  if (random.chance(0.5)) middle.push(pick(0, false))
  const corners = [random.chance(0.3) ? pick(4, false) : pick(3, random.chance(0.5)), pick(2, false)]
  return [corners[0]!, ...middle, corners[1]!]
}

const round = (value: number, step: number) => Math.round(value / step) * step

/** Generates the whole catalogue for a scale (1 = the demo complex). */
export function generateCatalog(scale = 1): Catalog {
  const random = createRandom(20261121)
  const layouts = buildLayouts(random)
  const layoutByCode = new Map(layouts.map((l) => [l.code, l]))
  const buildings: BuildingSeed[] = []
  const sections: SectionSeed[] = []
  const properties: PropertySeed[] = []

  for (let phase = 0; phase < scale; phase++) {
    BUILDING_PLAN.forEach((plan, i) => {
      const number = phase * BUILDING_PLAN.length + i + 1
      // Master plan: buildings stand in a row along the embankment (bottom of a 1600×1000 plan), phases behind.
      const x0 = 90 + i * 290
      const y0 = 560 - phase * 40
      const sectionWidth = 230 / plan.sections
      // Later phases (benchmarks only) repeat the plan's days, as they repeat its quarters.
      const docs = BUILDING_DOCUMENTS[i]!
      buildings.push({
        number,
        declaration_url: `https://наш.дом.рф/сервисы/каталог-новостроек/объект/${58_200 + number}`,
        permit_number: phase === 0 ? docs.permit[0] : `${docs.permit[0]}/${phase + 1}`,
        permit_date: stored(docs.permit[1]),
        escrow_bank: docs.bank,
        delivery_date: stored(docs.delivery),
        keys_date: stored(docs.keys),
        date_moves: docs.moves.map((m) => ({
          kind: m.kind,
          from: stored(m.from),
          to: stored(m.to),
          moved_at: stored(m.moved_at),
        })),
        name: `Корпус ${number}`,
        address: `Санкт-Петербург, Заречная наб., ${10 + number * 2}, корп. ${number}`,
        completion_status: plan.status,
        ready_year: plan.year,
        ready_quarter: plan.quarter,
        total_floors: Math.max(...plan.floors),
        geometry: [
          [x0, y0],
          [x0 + 230, y0],
          [x0 + 230, y0 + 300],
          [x0, y0 + 300],
        ],
      })
      let flatNumber = 1
      plan.floors.forEach((floors, s) => {
        const key = `${number}-${s + 1}`
        const sx = x0 + s * sectionWidth
        const riverSide = s % 2 === 0
        const section: SectionSeed = {
          key,
          building: number,
          number: s + 1,
          title: `Корпус ${number}, секция ${s + 1}`,
          completion_status: plan.status,
          total_floors: floors,
          geometry: [
            [Math.round(sx + 4), y0 + 4],
            [Math.round(sx + sectionWidth - 4), y0 + 4],
            [Math.round(sx + sectionWidth - 4), y0 + 296],
            [Math.round(sx + 4), y0 + 296],
          ],
          floorPlan: floorPlanFor(random, layouts, number * 10 + s),
          riverSide,
        }
        sections.push(section)
        const soldShare = plan.status === 'completed' ? 0.45 : 0.18
        for (let floor = 2; floor <= floors; floor++) {
          section.floorPlan.forEach((code, position) => {
            const layout = layoutByCode.get(code)!
            const corner = position === 0 || position === section.floorPlan.length - 1
            // The south row of the plate (floor-plate.ts) looks at the river where the section stands on it.
            const faces = riverSide && position < southCount(section.floorPlan.length) ? 'river' : 'yard'
            const features = new Set(layout.features)
            if (faces === 'river') features.add('water_view')
            if (floor >= floors - 1) features.add('high_ceilings')
            if (corner) features.add('dual_aspect')
            const finishing =
              plan.status === 'completed'
                ? random.pick(['white_box', 'finish', 'finish', 'furnished'] as const)
                : random.pick(['none', 'white_box', 'white_box', 'finish'] as const)
            const finishingFactor = { none: 0.95, white_box: 1, finish: 1.07, furnished: 1.14 }[finishing]
            const perM2 =
              plan.pricePerM2 *
              (1 + (floor / floors) * 0.12) *
              (faces === 'river' ? 1.08 : 1) *
              (layout.rooms === 0 ? 1.1 : 1) *
              finishingFactor *
              random.float(0.97, 1.04)
            // DESIGN.md: 250–420 тыс. ₽/m² before discounts.
            const listPerM2 = Math.min(420_000, Math.max(250_000, perM2))
            const area = Math.round((layout.area + random.float(-0.6, 0.6)) * 10) / 10
            const price = round(listPerM2 * area, 10_000)
            const discounted = random.chance(0.08)
            const roll = random.next()
            const salePrice = discounted ? round(price * random.float(0.88, 0.95), 10_000) : price
            // The windows face where the plate puts the flat (floor-plate.ts). The old random orientation is still
            // drawn, so every later figure of the demo (prices, statuses, finishing) keeps the value it had.
            random.pick(ORIENTATION_BY_SIDE[faces])
            properties.push({
              ref_id: `NZ-${number}-${s + 1}-${String(floor).padStart(2, '0')}${position + 1}`,
              type: 'flat',
              number: String(flatNumber++),
              status: roll < soldShare ? 'sold' : roll < soldShare + 0.08 ? 'booked' : 'available',
              rooms: layout.rooms,
              is_euro: layout.isEuro,
              area,
              floor,
              building: number,
              section: key,
              layout: code,
              riser: position + 1,
              price: salePrice,
              old_price: discounted ? price : null,
              price_per_m2: 0,
              finishing_kind: finishing,
              features: [...features],
              orientation: orientationOf(position, section.floorPlan.length),
              ceiling_height: features.has('high_ceilings') ? 3.3 : 2.85,
            })
          })
        }
      })

      // Underground parking and storage rooms belong to the building's first section.
      const firstSection = `${number}-1`
      const parkingCount = 60
      for (let p = 1; p <= parkingCount; p++) {
        const area = Math.round(random.float(13.2, 18.5) * 10) / 10
        properties.push(
          unit(
            'parking',
            `NZ-${number}-P${String(p).padStart(3, '0')}`,
            `М-${p}`,
            number,
            firstSection,
            -1,
            area,
            round(random.float(1_800_000, 3_400_000), 50_000),
            plan.status,
            random,
          ),
        )
      }
      for (let k = 1; k <= 30; k++) {
        const area = Math.round(random.float(3.1, 8.4) * 10) / 10
        properties.push(
          unit(
            'storage',
            `NZ-${number}-K${String(k).padStart(3, '0')}`,
            `К-${k}`,
            number,
            firstSection,
            -1,
            area,
            round(area * random.float(95_000, 125_000), 10_000),
            plan.status,
            random,
          ),
        )
      }
      for (let c = 1; c <= 4; c++) {
        const area = Math.round(random.float(45, 180) * 10) / 10
        properties.push(
          unit(
            'commercial',
            `NZ-${number}-C${c}`,
            `Пом. ${c}Н`,
            number,
            `${number}-${((c - 1) % plan.sections) + 1}`,
            1,
            area,
            round(area * random.float(350_000, 480_000), 10_000),
            plan.status,
            random,
          ),
        )
      }
    })
  }

  for (const p of properties) p.price_per_m2 = Math.round(p.price / p.area)
  return { buildings, sections, layouts, properties }
}

function unit(
  type: 'parking' | 'storage' | 'commercial',
  ref_id: string,
  number: string,
  building: number,
  section: string,
  floor: number,
  area: number,
  price: number,
  status: 'construction' | 'completed',
  random: Random,
): PropertySeed {
  const roll = random.next()
  const sold = status === 'completed' ? 0.4 : 0.15
  return {
    ref_id,
    type,
    number,
    status: roll < sold ? 'sold' : roll < sold + 0.06 ? 'booked' : 'available',
    rooms: null,
    is_euro: false,
    area,
    floor,
    building,
    section,
    layout: null,
    riser: null,
    price,
    old_price: null,
    price_per_m2: 0,
    finishing_kind: type === 'commercial' ? 'white_box' : null,
    features: [],
    orientation: null,
    ceiling_height: type === 'commercial' ? 4.2 : null,
  }
}
