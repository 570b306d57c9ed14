import type { PropertyFacets, PropertySpecs } from '@/features/properties'

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
 * The props of the list island leave out what it never renders (issue 17): every building's sections came twice
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
