import type { PropertyFacets, PropertySpecs } from '@/features/properties'

type FacetGroups = PropertyFacets['facets']
type BuildingFacet = FacetGroups['building'][number]

/**
 * The facets as the list's islands read them. A building's own section counts (inner_facets) serve the kit's
 * nested select, which the list does not use: корпус and секция are two flat selects.
 */
export type ShopFacets = Omit<PropertyFacets, 'facets'> & {
  facets: Omit<FacetGroups, 'building'> & { building: Omit<BuildingFacet, 'inner_facets'>[] }
}
export type ShopFacetGroups = ShopFacets['facets']

/**
 * The props of the list island leave out what it never renders (issue 17): every building's sections came twice
 * more (in its spec option and in its facet) beside the section select's own list; at scale 10 that was ~20 KB
 * of each /flats page's HTML. The island's refetched facets come whole from the API and are read the same way.
 */
export function islandSpecs(specs: PropertySpecs['specs']): PropertySpecs['specs'] {
  return { ...specs, building: { ...specs.building, options: specs.building.options.map(({ inner_specs: _inner, ...option }) => option) } }
}

export function islandFacets(facets: PropertyFacets): ShopFacets {
  return {
    ...facets,
    facets: { ...facets.facets, building: facets.facets.building.map(({ inner_facets: _inner, ...building }) => building) },
  }
}
