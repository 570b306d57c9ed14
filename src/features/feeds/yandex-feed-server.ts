import 'server-only'

/**
 * GET /feeds/yandex.xml: the feed document, built once per catalogue snapshot and site facts (a price
 * edit, a hold or its expiry makes a new snapshot) and answered with validators, so Yandex's robot gets
 * 304 while nothing changed.
 */
import { createHash } from 'node:crypto'

import { catalogPlaces, propertiesWhere, propertyCards, type CatalogProperty } from '@/features/properties'
import type { SiteSettings } from '@/features/settings'

import { propertyDates } from './property-dates'
import { siteFacts } from './site-facts'
import { feedOffers, renderYandexFeed } from './yandex-feed'

/** Feed robots poll a few times a day; five minutes keeps a burst of requests off the builder and prices fresh. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600'

interface BuiltFeed {
  /** The catalogue's answer it was built from: the same object until the catalogue changes. */
  flats: readonly CatalogProperty[]
  key: string
  xml: string
  etag: string
  generatedAt: number
  offers: number
}

let built: BuiltFeed | null = null

/** The feed for the current catalogue (rebuilt only when the snapshot or the site facts changed). */
export async function yandexFeed(settings: SiteSettings): Promise<BuiltFeed> {
  const [flats, dates, facts] = await Promise.all([
    propertiesWhere({ type: 'flat', status: 'available' }),
    propertyDates(),
    siteFacts(settings),
  ])
  const key = JSON.stringify(facts)
  if (built && built.flats === flats && built.key === key) return built
  const generatedAt = Date.now()
  const [cards, places] = await Promise.all([propertyCards(flats.map((f) => f.id)), catalogPlaces()])
  const offers = feedOffers({ flats, cards, places }, { siteUrl: facts.siteUrl, dates, locality: facts.locality })
  const xml = renderYandexFeed({
    generatedAt,
    offers,
    agent: { organization: facts.organization, phone: facts.phone, email: facts.email, url: facts.siteUrl },
    complex: { name: facts.projectName, locality: facts.locality, latitude: facts.latitude, longitude: facts.longitude },
  })
  const etag = `"${createHash('sha1').update(xml).digest('base64url').slice(0, 27)}"`
  built = { flats, key, xml, etag, generatedAt, offers: offers.length }
  return built
}

/** The HTTP answer: the XML, or 304 when the robot's copy (If-None-Match) is current. */
export async function yandexFeedResponse(request: Request, settings: SiteSettings): Promise<Response> {
  const feed = await yandexFeed(settings)
  const headers = {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': FEED_CACHE_CONTROL,
    etag: feed.etag,
    'last-modified': new Date(feed.generatedAt).toUTCString(),
  }
  const known = request.headers.get('if-none-match')
  if (known && known.split(',').some((tag) => tag.trim() === feed.etag)) return new Response(null, { status: 304, headers })
  return new Response(feed.xml, { status: 200, headers })
}
