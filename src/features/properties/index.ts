/**
 * The catalogue of properties: the one place that reads them, decides their status and answers questions about them,
 * so each rule is decided once. Other features ask through the queries below and never see the snapshot, its arrays
 * or its memo; "available" is the effective status (status.ts: an expired hold is available again) everywhere.
 *
 * Queries (each answer kept until the catalogue changes; the same object until then, read-only):
 * - pages and the API: listProperties, propertyFacets, propertySpecs, getProperty, similarProperties, propertyCards,
 *   flatFiguresByRooms, mortgageTargetOf;
 * - one property: propertyByRef(id or ref_id), propertyExists, propertyTypeOf, knownPropertyIds(ids);
 * - what is for sale: propertiesWhere({ type, status, building }), availableCounts(by, { type, building }) — the one
 *   count of available properties, grouped by type, building, section, floor or rooms — priceStats(where), and
 *   flatPricesForSale() (what the mortgage calculator is handed: mortgage never asks the catalogue itself);
 * - plans: catalogPlaces() (buildings and sections by number), propertiesMatching(filter) (ids that pass the filters);
 * - catalogVersion(), for caches of data read beside the catalogue.
 * A feature needing another answer adds a named query here (domain.ts) rather than reading the snapshot.
 */
export {
  availableCounts,
  AVAILABLE_BY,
  catalogPlaces,
  catalogVersion,
  flatPricesForSale,
  knownPropertyIds,
  priceStats,
  propertiesMatching,
  propertiesWhere,
  propertyByRef,
  type AvailableBy,
  type AvailableCount,
  type CatalogPlaces,
  type CatalogProperty,
  type PriceStats,
  type PropertyWhere,
} from './domain'
export { propertiesOperations } from './operations'
export { fullPaymentDiscount, listPromos, PROMO_ENDPOINTS, promoFeature, type PromoEndpoint } from './promos'
export { propertyPriceHistory, type PriceHistory } from './history'
export { PRICE_DROP_DAYS } from './price-history'
export {
  COMPLETED,
  DEFAULT_ORDER,
  orderParamSchema,
  PROPERTIES_MAX_PAGE_SIZE,
  PROPERTIES_PAGE_SIZE,
  PROPERTY_ORDERS,
  propertyCardSchema,
  propertyDetailSchema,
  propertyFacetsSchema,
  propertyFilterSchema,
  propertyListQuerySchema,
  propertyListSchema,
  propertySpecsSchema,
  promoListSchema,
  promoSchema,
  buildingDocumentsSchema,
  type BuildingDocumentsDto,
  promoQuerySchema,
  type PromoQuery,
  mortgageTermsSchema,
  type MortgageTerms,
  similarParamsSchema,
  similarQuerySchema,
  withPropertyFilters,
  type FeatureTag,
  type FinishingKind,
  type Orientation,
  type PromoDto,
  type PromoList,
  type PropertyCard,
  type PropertyDetail,
  type PropertyFacets,
  type PropertyFilter,
  type PropertyList,
  type PropertyListQuery,
  type PropertyOrder,
  type PropertySpecs,
  type PropertyStatus,
  type PropertyType,
  type SimilarParams,
  type SimilarQuery,
  type SpecOption,
} from './properties.schema'
export {
  flatFiguresByRooms,
  getProperty,
  listProperties,
  type RoomFigures,
  mortgageTargetOf,
  propertyCards,
  propertyExists,
  propertyFacets,
  propertyIdFrom,
  propertySpecs,
  propertyTypeOf,
  similarProperties,
  similarPropertiesParams,
} from './queries'
export {
  completionStatusText,
  quarterLabel,
  roomsLabel,
  type BuildingDocuments,
  type BuildingRecord,
  NO_BUILDING_DOCUMENTS,
  type CompletionStatus,
  type SectionRecord,
} from './snapshot'
export { effectiveStatus } from './status'
export { GLYPH_TYPES, typeGlyphImagePath, typeGlyphPath, typeGlyphSvg } from './type-glyph'
/** Page freshness (docs/rendering.md): where properties stand, for the map of changes to pages; the «от» figures' watch. */
export { propertyPlacements } from './catalog'
export { keepFromFiguresFresh } from './freshness'
