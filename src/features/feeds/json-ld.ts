/**
 * schema.org structured data (JSON-LD) of the site: the developer (Organization), the complex
 * (ApartmentComplex, a Residence) and a property card (Apartment + Product with its Offer). Pure builders.
 */
import type { PropertyDetail, PropertyStatus } from '@/features/properties'

import type { SiteFacts } from './site-facts'
import { absoluteUrl, propertyPath } from './urls'

export type JsonLdNode = Record<string, unknown>

export const SCHEMA_CONTEXT = 'https://schema.org'

/** A flat's status as schema.org availability: a held flat is reserved, a sold one sold out. */
export const AVAILABILITY: Readonly<Record<PropertyStatus, string>> = {
  available: 'https://schema.org/InStock',
  booked: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
}

/** The facts the builders use (SiteFacts, or a part of it in tests). */
export type JsonLdFacts = Pick<SiteFacts, 'siteUrl' | 'projectName' | 'organization' | 'phone' | 'email' | 'officeAddress' | 'locality' | 'latitude' | 'longitude'>

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`
const complexId = (siteUrl: string) => `${siteUrl}/#complex`

function postalAddress(street: string | null, locality: string): JsonLdNode | undefined {
  if (!street) return undefined
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressCountry: 'RU' }
}

/** Drops undefined and null members, so optional facts leave no empty properties behind. */
function compact(node: JsonLdNode): JsonLdNode {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && v !== null))
}

/** The developer: name, site, phone, e-mail, sales office address; a logo when there is one. */
export function organizationJsonLd(facts: JsonLdFacts, logoUrl: string | null = null): JsonLdNode {
  return compact({
    '@type': 'Organization',
    '@id': organizationId(facts.siteUrl),
    name: facts.organization,
    url: `${facts.siteUrl}/`,
    logo: logoUrl ? absoluteUrl(facts.siteUrl, logoUrl) : undefined,
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

/** The complex: name, site, address (of its first building), coordinates, its buildings and how many flats are on sale. */
export function complexJsonLd(facts: JsonLdFacts, { buildings, availableFlats }: { buildings: readonly ComplexBuilding[]; availableFlats: number }): JsonLdNode {
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
    provider: { '@id': organizationId(facts.siteUrl) },
  })
}

/** The home page's graph: the developer and the complex. */
export function homeJsonLd(facts: JsonLdFacts, complex: { buildings: readonly ComplexBuilding[]; availableFlats: number }): JsonLdNode {
  return { '@context': SCHEMA_CONTEXT, '@graph': [organizationJsonLd(facts), complexJsonLd(facts, complex)] }
}

const area = (value: number) => String(value).replace('.', ',')

/** The property's name from its data: 'Квартира, 2-комн., 54,3 м², № 83' or 'Машино-место, 13,3 м², № 7'. */
export function propertyName(detail: PropertyDetail): string {
  const kind = detail.type.value === 'flat' ? `${detail.type.label}, ${detail.rooms_label}` : detail.type.label
  return `${kind}, ${area(detail.area)} м², № ${detail.number}`
}

/**
 * A property card: a flat is both an Apartment (rooms, floor area in m², floor, in the complex) and a
 * Product with an Offer (price in roubles, availability, the card URL); other types are a Product.
 */
export function propertyJsonLd(detail: PropertyDetail, facts: JsonLdFacts): JsonLdNode {
  const url = absoluteUrl(facts.siteUrl, propertyPath(detail.type.value, detail.id))
  const flat = detail.type.value === 'flat'
  const offer = {
    '@type': 'Offer',
    price: detail.price,
    priceCurrency: 'RUB',
    availability: AVAILABILITY[detail.status.value as PropertyStatus] ?? AVAILABILITY.sold,
    url,
    seller: { '@type': 'Organization', name: facts.organization },
  }
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': flat ? ['Apartment', 'Product'] : 'Product',
    name: propertyName(detail),
    url,
    sku: detail.ref_id,
    image: detail.plan ? absoluteUrl(facts.siteUrl, detail.plan.url) : undefined,
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
