export { CATALOG_COLLECTIONS, getCatalog, invalidateCatalog, memo } from './catalog'
export { toCard, toDetail } from './dto'
export { compileFilter, computeFacets, computeSpecs, type Scope } from './engine'
export { catalogInvalidationHooks, invalidateCatalogAfterChange, invalidateCatalogAfterDelete } from './invalidate'
export { listPromos, PROMO_ENDPOINTS, promoFeature, type PromoEndpoint } from './promos'
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
  getProperty,
  listProperties,
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
  statusAt,
  type BuildingRecord,
  type CompletionStatus,
  type SectionRecord,
  type Snapshot,
} from './snapshot'
export { effectiveStatus } from './status'
export { GLYPH_TYPES, typeGlyphImagePath, typeGlyphPath, typeGlyphSvg } from './type-glyph'
