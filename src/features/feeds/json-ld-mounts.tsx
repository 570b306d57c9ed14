/** Server components that load their data and render the JSON-LD of the home page and of a property card. */
import { availableCounts, catalogPlaces, getProperty, propertyIdFrom, type PropertyCard, type PropertyDetail } from '@/features/properties'
import type { SiteSettings } from '@/features/settings'

import { buildingJsonLd, homeJsonLd, offerListJsonLd, propertyJsonLd, type ComplexBuilding } from './json-ld'
import { JsonLd } from './json-ld-script'
import { siteFacts } from './site-facts'

/** The complex's buildings (by number) and its number of available flats. */
async function complexSummary(): Promise<{ buildings: ComplexBuilding[]; availableFlats: number }> {
  const [places, [flats]] = await Promise.all([catalogPlaces(), availableCounts([], { type: 'flat' })])
  return { buildings: places.buildings.map((b) => ({ name: b.name, address: b.address })), availableFlats: flats?.count ?? 0 }
}

/** The home page's JSON-LD: the developer (Organization) and the complex (ApartmentComplex). */
export async function HomeJsonLd({ settings }: { settings: SiteSettings }) {
  const [facts, summary] = await Promise.all([siteFacts(settings), complexSummary()])
  return <JsonLd data={homeJsonLd(facts, summary)} />
}

async function findProperty(id: string): Promise<PropertyDetail | null> {
  try {
    return await getProperty(propertyIdFrom(id))
  } catch (error) {
    // An unknown id: the card itself answers 404; anything else is a real failure.
    if ((error as { status?: unknown } | null)?.status === 404) return null
    throw error
  }
}

/** A property card's JSON-LD (Apartment + Product with its Offer), for the id of the card's route. */
export async function PropertyJsonLd({ id, settings }: { id: string; settings: SiteSettings }) {
  const [detail, facts] = await Promise.all([findProperty(id), siteFacts(settings)])
  return detail ? <JsonLd data={propertyJsonLd(detail, facts)} /> : null
}

/** A shop page's JSON-LD: the cards it lists, by URL, as an ItemList (name: the page's title). */
export async function OfferListJsonLd({
  cards,
  offset,
  name,
  settings,
}: {
  cards: readonly PropertyCard[]
  offset: number
  name: string
  settings: SiteSettings
}) {
  const facts = await siteFacts(settings)
  return <JsonLd data={offerListJsonLd(cards, facts, { name, offset })} />
}

/** A building page's JSON-LD: the building (Residence) with its permit, declaration, escrow bank and dates. */
export async function BuildingJsonLd({ id, path, settings }: { id: number; path: string; settings: SiteSettings }) {
  const [places, facts] = await Promise.all([catalogPlaces(), siteFacts(settings)])
  const building = places.buildings.find((b) => b.id === id)
  return building ? (
    <JsonLd data={buildingJsonLd(facts, { name: building.name, address: building.address, path }, building.documents)} />
  ) : null
}
