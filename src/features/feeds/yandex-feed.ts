/**
 * The Yandex.Realty feed of new-build flats (YRL, «Технические требования к XML‑фиду для новостроек»):
 * one <offer> per available flat, built from the catalogue's answers. Pure: the data comes in, a string
 * goes out; loading and caching live in yandex-feed-server.ts.
 */
import type { CatalogPlaces, CatalogProperty, FinishingKind, PropertyCard } from '@/features/properties'

import { absoluteUrl, propertyPath } from './urls'
import { isoDateTime, parentElement, textElement, XML_DECLARATION } from './xml'

/** The namespace of the YRL feed. */
export const YRL_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06'

/**
 * Our finishing kinds in Yandex's words for new buildings. 'none' is a bare shell («без отделки»);
 * white box is the pre-finish stage (walls and floors levelled, ready for the buyer's finish) —
 * «предчистовая отделка»; 'finish' is a finished flat — «чистовая отделка»; 'furnished' is finished
 * and furnished, ready to move in — «под ключ».
 */
export const RENOVATION: Readonly<Record<FinishingKind, string>> = {
  none: 'без отделки',
  white_box: 'предчистовая отделка',
  finish: 'чистовая отделка',
  furnished: 'под ключ',
}

/**
 * Yandex's building-state: 'hand-over' = put into service («дом сдан»), 'unfinished' = under construction.
 * Its third value, 'built' (finished but not yet handed over), has no status of ours.
 */
export type BuildingState = 'hand-over' | 'unfinished'

/** The seller block of every offer: the developer. */
export interface FeedAgent {
  organization: string
  phone: string | null
  email: string | null
  /** The site, absolute. */
  url: string
}

/** What every offer shares: the complex and where it is. */
export interface FeedComplex {
  /** building-name: the complex as buyers search for it ('ЖК «Новая Заря»'). */
  name: string
  locality: string
  latitude: number | null
  longitude: number | null
}

/** One flat as the feed states it. */
export interface FeedOffer {
  internalId: string
  url: string
  createdAt: number | null
  updatedAt: number | null
  address: string | null
  price: number
  area: number
  /** null for a studio (which states studio instead). */
  rooms: number | null
  studio: boolean
  floor: number
  floorsTotal: number | null
  buildingSection: string
  builtYear: number | null
  readyQuarter: number | null
  buildingState: BuildingState
  renovation: string | null
  ceilingHeight: number | null
  planUrl: string | null
}

/** Creation and last-change times of properties by id (ms), for creation-date / last-update-date and lastmod. */
export type PropertyDates = ReadonlyMap<number, { createdAt: number | null; updatedAt: number | null }>

/** An address without the city, which locality-name already states ('Санкт-Петербург, Заречная наб., 12' → 'Заречная наб., 12'). */
export function streetAddress(address: string | null, locality: string): string | null {
  if (!address) return null
  const prefix = `${locality},`
  return address.startsWith(prefix) ? address.slice(prefix.length).trim() || null : address
}

/** What the feed lists: the flats for sale (propertiesWhere), their cards (propertyCards, same order), buildings and sections. */
export interface FeedCatalog {
  flats: readonly CatalogProperty[]
  cards: readonly PropertyCard[]
  places: CatalogPlaces
}

/** The offers of every available flat (studios included), in id order; a booked flat whose hold ran out counts as available. */
export function feedOffers(
  { flats, cards, places }: FeedCatalog,
  { siteUrl, dates, locality }: { siteUrl: string; dates: PropertyDates; locality: string },
): FeedOffer[] {
  const offers: FeedOffer[] = []
  const buildings = new Map(places.buildings.map((b) => [b.id, b]))
  const sections = new Map(places.sections.map((s) => [s.id, s]))
  const cardOf = new Map(cards.map((c) => [c.id, c]))
  for (const record of flats) {
    const card = cardOf.get(record.id)
    if (record.type !== 'flat' || record.status !== 'available' || !card) continue
    const building = buildings.get(record.building)
    const section = sections.get(record.section)
    const completion = section?.completion_status ?? building?.completion_status ?? 'construction'
    const studio = record.rooms === 0
    const date = dates.get(record.id)
    offers.push({
      internalId: record.ref_id,
      url: absoluteUrl(siteUrl, propertyPath('flat', record.id)),
      createdAt: date?.createdAt ?? null,
      updatedAt: date?.updatedAt ?? null,
      address: streetAddress(building?.address ?? null, locality),
      price: record.price,
      area: record.area,
      rooms: studio ? null : record.rooms,
      studio,
      floor: record.floor,
      floorsTotal: section?.total_floors || building?.total_floors || null,
      buildingSection: [card.building !== null ? `корпус ${card.building}` : null, card.section !== null ? `секция ${card.section}` : null]
        .filter(Boolean)
        .join(', '),
      builtYear: building?.ready_year || null,
      readyQuarter: building?.ready_quarter || null,
      buildingState: completion === 'completed' ? 'hand-over' : 'unfinished',
      renovation: record.finishing_kind ? RENOVATION[record.finishing_kind] : null,
      ceilingHeight: record.ceiling_height,
      planUrl: card.plan ? absoluteUrl(siteUrl, card.plan.url) : null,
    })
  }
  return offers
}

/** One <offer> element. Missing values leave their element out: Yandex rejects empty elements. */
export function offerXml(offer: FeedOffer, agent: FeedAgent, complex: FeedComplex): string {
  const date = (ms: number | null) => (ms === null ? null : isoDateTime(ms))
  return parentElement(
    'offer',
    [
      textElement('type', 'продажа'),
      textElement('property-type', 'жилая'),
      textElement('category', 'квартира'),
      textElement('url', offer.url),
      textElement('creation-date', date(offer.createdAt)),
      textElement('last-update-date', date(offer.updatedAt)),
      parentElement('location', [
        textElement('country', 'Россия'),
        textElement('locality-name', complex.locality),
        textElement('address', offer.address),
        textElement('latitude', complex.latitude),
        textElement('longitude', complex.longitude),
      ]),
      parentElement('sales-agent', [
        textElement('phone', agent.phone),
        textElement('category', 'застройщик'),
        textElement('organization', agent.organization),
        textElement('url', agent.url),
        textElement('email', agent.email),
      ]),
      parentElement('price', [textElement('value', offer.price), textElement('currency', 'RUB')]),
      textElement('deal-status', 'первичная продажа'),
      parentElement('area', [textElement('value', offer.area), textElement('unit', 'кв. м')]),
      offer.studio ? textElement('studio', 1) : textElement('rooms', offer.rooms),
      textElement('new-flat', 'да'),
      textElement('floor', offer.floor),
      textElement('floors-total', offer.floorsTotal),
      textElement('building-name', complex.name),
      textElement('building-section', offer.buildingSection),
      textElement('building-state', offer.buildingState),
      textElement('built-year', offer.builtYear),
      textElement('ready-quarter', offer.readyQuarter),
      textElement('renovation', offer.renovation),
      textElement('ceiling-height', offer.ceilingHeight),
      textElement('image', offer.planUrl, { tag: 'plan' }),
    ],
    { 'internal-id': offer.internalId },
  )
}

/** The whole feed document. */
export function renderYandexFeed({
  generatedAt,
  offers,
  agent,
  complex,
}: {
  generatedAt: number
  offers: readonly FeedOffer[]
  agent: FeedAgent
  complex: FeedComplex
}): string {
  const parts: string[] = [
    XML_DECLARATION,
    `\n<realty-feed xmlns="${YRL_NAMESPACE}">`,
    textElement('generation-date', isoDateTime(generatedAt)),
  ]
  for (const offer of offers) parts.push('\n', offerXml(offer, agent, complex))
  parts.push('\n</realty-feed>\n')
  return parts.join('')
}
