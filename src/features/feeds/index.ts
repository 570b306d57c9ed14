// Public surface of the feeds feature (server-side: app route files only): the Yandex.Realty feed,
// sitemap.xml, robots.txt and the JSON-LD of the home page and the property cards.
export { BuildingJsonLd, HomeJsonLd, OfferListJsonLd, PropertyJsonLd } from './json-ld-mounts'
export { JsonLd, serializeJsonLd } from './json-ld-script'
export { robotsRules } from './robots'
export { keepSitemapFresh, sitemapResponse } from './sitemap-server'
export { yandexFeedResponse } from './yandex-feed-server'
