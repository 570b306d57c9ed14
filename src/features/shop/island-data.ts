import type { MortgageTerms, PropertyCard, PropertyFacets, PropertyList, PropertySpecs } from '@/features/properties'

type FacetGroups = PropertyFacets['facets']
/** A counted option as the islands read it: the value (and its count); the option's label comes from the specs. */
type FacetValue = Pick<FacetGroups['rooms'][number], 'value' | 'count'>
type Slim<T> = T extends readonly unknown[] ? FacetValue[] : T

/**
 * The facets as the list's islands read them: which values are still available (chips and selects read the
 * labels from the specs), the counts, the ranges. A building's own section counts (inner_facets) serve the
 * kit's nested select, which the list does not use: корпус and секция are two flat selects.
 */
export type ShopFacetGroups = { [K in keyof FacetGroups]: Slim<FacetGroups[K]> }
export type ShopFacets = Omit<PropertyFacets, 'facets'> & { facets: ShopFacetGroups }

/**
 * The props of the list island leave out what it never renders, to keep the page's HTML light: every building's sections came twice
 * more (in its spec option and in its facet) beside the section select's own list, and every facet repeated its
 * option's label; at scale 10 that was ~28 KB of each /flats page's HTML. The island's refetched facets come
 * whole from the API and are read the same way.
 */
export function islandSpecs(specs: PropertySpecs['specs']): PropertySpecs['specs'] {
  return { ...specs, building: { ...specs.building, options: specs.building.options.map(({ inner_specs: _inner, ...option }) => option) } }
}

export function islandFacets(facets: PropertyFacets): ShopFacets {
  const groups = Object.fromEntries(
    Object.entries(facets.facets).map(([key, group]) => [
      key,
      Array.isArray(group) ? group.map(({ value, count }: FacetValue) => ({ value, count })) : group,
    ]),
  ) as ShopFacetGroups
  return { ...facets, facets: groups }
}

/**
 * A property card as the list islands render it (PropertyCardView in the shop list and the similar flats): the
 * API's card without what no card shows. The CRM code, the ids, the orientation and ceiling height, the plan's
 * resized copies (a card shows the plan's own file) and the offer's programme id came with every card of the
 * server-rendered first page (~300 bytes each). The API's cards, fetched later, are read the same way.
 */
export type ListCard = Omit<
  PropertyCard,
  'ref_id' | 'is_euro' | 'building_id' | 'section_id' | 'orientation' | 'ceiling_height' | 'plan' | 'full_mortgage_offer'
> & {
  plan: Pick<NonNullable<PropertyCard['plan']>, 'url' | 'alt' | 'width' | 'height'> | null
  full_mortgage_offer: Omit<MortgageTerms, 'program_id'> | null
}

/** A page of list cards (the server-rendered first page of a list island). */
export type ListPage = Omit<PropertyList, 'results'> & { results: ListCard[] }

export function listCard(card: PropertyCard): ListCard {
  const {
    ref_id: _ref,
    is_euro: _euro,
    building_id: _building,
    section_id: _section,
    orientation: _orientation,
    ceiling_height: _ceiling,
    plan,
    full_mortgage_offer: offer,
    ...shown
  } = card
  let terms: ListCard['full_mortgage_offer'] = null
  if (offer) {
    const { program_id: _program, ...rest } = offer
    terms = rest
  }
  return {
    ...shown,
    plan: plan ? { url: plan.url, alt: plan.alt, width: plan.width, height: plan.height } : null,
    full_mortgage_offer: terms,
  }
}

export function listPage(list: PropertyList): ListPage {
  return { ...list, results: list.results.map(listCard) }
}
