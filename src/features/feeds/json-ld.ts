/**
 * schema.org structured data (JSON-LD) of the site: the developer (Organization), the complex
 * (ApartmentComplex, a Residence), a property card (Apartment + Product with its Offer) and the offers
 * listed on a shop page (ItemList), a building with its documents (Residence). Pure builders.
 */
import {
  type BuildingDocuments,
  type PropertyCard,
  type PropertyDetail,
  type PropertyStatus,
  typeGlyphImagePath,
} from '@/features/properties'
import { formatRub } from '@/lib/money'

import type { SiteFacts } from './site-facts'
import { absoluteUrl, propertyPath } from './urls'
import { streetAddress } from './yandex-feed'

export type JsonLdNode = Record<string, unknown>

export const SCHEMA_CONTEXT = 'https://schema.org'

/** A flat's status as schema.org availability: a held flat is reserved, a sold one sold out. */
export const AVAILABILITY: Readonly<Record<PropertyStatus, string>> = {
  available: 'https://schema.org/InStock',
  booked: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
}

/** The developer's logo: a stable raster file (180 × 180 PNG in public/), as search engines want one. */
export const LOGO_PATH = '/logo.png'

/** The facts the builders use (SiteFacts, or a part of it in tests). */
export type JsonLdFacts = Pick<
  SiteFacts,
  'siteUrl' | 'projectName' | 'organization' | 'phone' | 'email' | 'officeAddress' | 'locality' | 'latitude' | 'longitude'
>

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`
const complexId = (siteUrl: string) => `${siteUrl}/#complex`

/** An address as the feed writes it too: the street part (the city is addressLocality), from one stored text. */
function postalAddress(address: string | null, locality: string): JsonLdNode | undefined {
  const street = streetAddress(address, locality)
  if (!street) return undefined
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressCountry: 'RU' }
}

/** Drops undefined and null members, so optional facts leave no empty properties behind. */
function compact(node: JsonLdNode): JsonLdNode {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && v !== null))
}

/** The developer: name, site, logo, phone, e-mail, sales office address (the site settings' one address). */
export function organizationJsonLd(facts: JsonLdFacts): JsonLdNode {
  return compact({
    '@type': 'Organization',
    '@id': organizationId(facts.siteUrl),
    name: facts.organization,
    url: `${facts.siteUrl}/`,
    logo: absoluteUrl(facts.siteUrl, LOGO_PATH),
    telephone: facts.phone,
    email: facts.email,
    address: postalAddress(facts.officeAddress, facts.locality),
  })
}

/** A building of the complex as the complex's JSON-LD lists it. */
export interface ComplexBuilding {
  name: string
  address: string | null
}

/**
 * The complex: name, site, address (of its first building), coordinates, its buildings and how many flats
 * are on sale. schema.org gives a place no property naming who builds or sells it: the developer is the
 * seller of each offer instead.
 */
export function complexJsonLd(
  facts: JsonLdFacts,
  { buildings, availableFlats }: { buildings: readonly ComplexBuilding[]; availableFlats: number },
): JsonLdNode {
  const first = buildings.find((b) => b.address)
  return compact({
    '@type': 'ApartmentComplex',
    '@id': complexId(facts.siteUrl),
    name: facts.projectName,
    url: `${facts.siteUrl}/`,
    address: first ? postalAddress(first.address, facts.locality) : undefined,
    geo:
      facts.latitude !== null && facts.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: facts.latitude, longitude: facts.longitude }
        : undefined,
    numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: availableFlats },
    containsPlace: buildings.length
      ? buildings.map((b) => compact({ '@type': 'Residence', name: b.name, address: postalAddress(b.address, facts.locality) }))
      : undefined,
  })
}

/** The home page's graph: the developer and the complex. */
export function homeJsonLd(facts: JsonLdFacts, complex: { buildings: readonly ComplexBuilding[]; availableFlats: number }): JsonLdNode {
  return { '@context': SCHEMA_CONTEXT, '@graph': [organizationJsonLd(facts), complexJsonLd(facts, complex)] }
}

const area = (value: number) => String(value).replace('.', ',')

/** The property's name from its data: 'Квартира, 2-комн., 54,3 м², № 83' or 'Машино-место, 13,3 м², № 7'. */
export function propertyName(detail: Pick<PropertyDetail, 'type' | 'rooms_label' | 'area' | 'number'>): string {
  const kind = detail.type.value === 'flat' ? `${detail.type.label}, ${detail.rooms_label}` : detail.type.label
  return `${kind}, ${area(detail.area)} м², № ${detail.number}`
}

/**
 * A property's description from its data: 'Кладовая 4,2 м² на −1 этаже, корпус 2, секция 1. Цена 520 000 ₽.
 * ЖК «Новая Заря», Санкт-Петербург.'
 */
export function propertyDescription(
  detail: Pick<PropertyDetail, 'type' | 'rooms_label' | 'area' | 'floor' | 'building' | 'section' | 'price'>,
  facts: Pick<JsonLdFacts, 'projectName' | 'locality'>,
): string {
  const kind = detail.type.value === 'flat' ? `${detail.type.label}, ${detail.rooms_label}` : detail.type.label
  const place = [detail.building ? `корпус ${detail.building}` : null, detail.section ? `секция ${detail.section}` : null]
    .filter(Boolean)
    .join(', ')
  return `${kind} ${area(detail.area)} м² на ${detail.floor} этаже${place ? `, ${place}` : ''}. Цена ${formatRub(detail.price)}. ${facts.projectName}, ${facts.locality}.`
}

/** The product image: the plan, or for a type without plans its line drawing. */
function propertyImage(detail: Pick<PropertyDetail, 'plan' | 'type'>, siteUrl: string): string {
  return absoluteUrl(siteUrl, detail.plan?.url ?? typeGlyphImagePath(detail.type.value))
}

/** The offer of a property: price in roubles, availability, the card URL, the developer as seller. */
function offerJsonLd(property: Pick<PropertyDetail, 'price' | 'status'>, url: string, facts: JsonLdFacts): JsonLdNode {
  return {
    '@type': 'Offer',
    price: property.price,
    priceCurrency: 'RUB',
    availability: AVAILABILITY[property.status.value as PropertyStatus] ?? AVAILABILITY.sold,
    url,
    seller: { '@type': 'Organization', '@id': organizationId(facts.siteUrl), name: facts.organization },
  }
}

/**
 * A property card: a flat is both an Apartment (rooms, floor area in m², floor, in the complex) and a
 * Product with an Offer (price in roubles, availability, the card URL); other types are a Product. Every
 * Product has an image and a description.
 */
export function propertyJsonLd(detail: PropertyDetail, facts: JsonLdFacts): JsonLdNode {
  const url = absoluteUrl(facts.siteUrl, propertyPath(detail.type.value, detail.id))
  const flat = detail.type.value === 'flat'
  const offer = offerJsonLd(detail, url, facts)
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': flat ? ['Apartment', 'Product'] : 'Product',
    name: propertyName(detail),
    description: propertyDescription(detail, facts),
    url,
    sku: detail.ref_id,
    image: propertyImage(detail, facts.siteUrl),
    ...(flat
      ? {
          // A studio is one room.
          numberOfRooms: Math.max(detail.rooms ?? 1, 1),
          floorSize: { '@type': 'QuantitativeValue', value: detail.area, unitCode: 'MTK' },
          floorLevel: String(detail.floor),
          containedInPlace: { '@type': 'ApartmentComplex', '@id': complexId(facts.siteUrl), name: facts.projectName },
        }
      : {}),
    offers: offer,
  })
}

/**
 * The offers a shop page lists, in their order (/flats and the other lists), as a summary ItemList: each
 * ListItem is the card's URL, positioned from the page's offset. The card carries the full Product with its
 * Offer (`propertyJsonLd`), as search engines' "summary page + details pages" pattern wants. Repeating every
 * Product here cost /flats 8 KB, sent twice (HTML and RSC payload), for nothing a crawler did not find on the
 * card.
 */
export function offerListJsonLd(
  cards: readonly Pick<PropertyCard, 'id' | 'type'>[],
  facts: Pick<JsonLdFacts, 'siteUrl'>,
  { name, offset = 0 }: { name: string; offset?: number },
): JsonLdNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: cards.length,
    itemListElement: cards.map((card, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: absoluteUrl(facts.siteUrl, propertyPath(card.type.value, card.id)),
    })),
  }
}

/**
 * A building as schema.org describes it: a Residence in the complex with its documents as subjectOf — the
 * building permit (GovernmentPermit: number, date) and the project declaration (DigitalDocument on
 * наш.дом.рф) — and the escrow bank and promised dates as PropertyValues (schema.org has no type for them).
 */
export function buildingJsonLd(
  facts: JsonLdFacts,
  building: { name: string; address: string | null; path: string },
  docs: BuildingDocuments,
): JsonLdNode {
  const subjectOf = [
    docs.permit_number
      ? compact({
          '@type': 'GovernmentPermit',
          name: 'Разрешение на строительство',
          identifier: docs.permit_number,
          validFrom: docs.permit_date,
        })
      : null,
    docs.declaration_url ? { '@type': 'DigitalDocument', name: 'Проектная декларация', url: docs.declaration_url, inLanguage: 'ru' } : null,
  ].filter((node) => node !== null)
  const values = (
    [
      ['Плановая сдача дома', docs.delivery_date],
      ['Плановая выдача ключей', docs.keys_date],
      ['Банк эскроу-счетов', docs.escrow_bank],
    ] as const
  ).flatMap(([name, value]) => (value ? [{ '@type': 'PropertyValue', name, value }] : []))
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Residence',
    name: building.name,
    url: absoluteUrl(facts.siteUrl, building.path),
    address: postalAddress(building.address, facts.locality),
    containedInPlace: { '@type': 'ApartmentComplex', '@id': complexId(facts.siteUrl), name: facts.projectName },
    subjectOf: subjectOf.length ? subjectOf : undefined,
    additionalProperty: values.length ? values : undefined,
  })
}
