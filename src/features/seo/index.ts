// Public surface of the SEO feature (client-safe). Server reads live in ./server (app files only).
export { buildMetadata, type MetadataFallback, normalizeSeoSlug, type SeoMetaTag, type SeoRecordDto, toSeoDto } from './seo'
