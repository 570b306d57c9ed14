import type { TypedUser, Where } from 'payload'

import { cms } from '@/features/cms-runtime'
import type { Config } from '@/cms/payload-types'

import { cached } from './cache'
import { type DocDto, mapFields } from './dto'

type GlobalSlug = keyof Config['globals']

/** The public DTO of a CMS global. */
export type GlobalDto<S extends GlobalSlug> = DocDto<Config['globals'][S]>

/**
 * An editor previewing drafts (the admin's live preview). Without one, every read is the public's: published
 * content, cached. With one, the editor's latest drafts are read with their access and never cached, so a draft
 * can reach neither a visitor nor a shared cache.
 */
export interface DraftReader {
  user: TypedUser
}

/** Reads a CMS global (uploads populated) and maps it to its DTO; cached briefly in process (published only). */
export function globalDto<S extends GlobalSlug>(slug: S, draft?: DraftReader): Promise<GlobalDto<S>> {
  const load = async () => {
    const payload = await cms()
    const config = payload.config.globals.find((g) => g.slug === slug)
    if (!config) throw new Error(`Unknown CMS global "${slug}"`)
    // Read as an anonymous visitor (whatever the access rules keep private, drafts included, stays private),
    // or as the previewing editor, drafts first.
    const doc = draft
      ? await payload.findGlobal({ slug, depth: 1, draft: true, overrideAccess: false, user: draft.user })
      : await payload.findGlobal({ slug, depth: 1, overrideAccess: false })
    return mapFields(config.flattenedFields, doc) as GlobalDto<S>
  }
  return draft ? load() : cached(`global:${slug}`, load)
}

type MainPageLayout = NonNullable<GlobalDto<'main-page'>['layouts']>[number]

/** The smallest area and lowest price of the flats for sale, by room count (from the catalogue). */
export type LayoutFigures = Readonly<Record<number, { area_from: number; price_from: number }>>

export type MainPageDto = Omit<GlobalDto<'main-page'>, 'layouts'> & {
  /** The CMS's words for each room count, with its «от» figures from the live catalogue (null when none is for sale). */
  layouts?: (MainPageLayout & { area_from: number | null; price_from: number | null })[] | null
  holidays: { is_enabled: boolean; title: string | null; text: string | null }
}
export type SunrisePageDto = GlobalDto<'sunrise-page'>
export type LocationPageDto = GlobalDto<'location-page'>
export type YardsPageDto = GlobalDto<'yards-page'>
export type RequestBlockDto = GlobalDto<'request-block'>

/**
 * Main page data of SPEC §3, with the holiday schedule banner from the site settings. The CMS holds the
 * layouts' words; their «от» figures are the catalogue's (so the page never quotes a figure the list
 * does not show), passed in by the caller.
 */
export async function getMainPage(figures: LayoutFigures, draft?: DraftReader): Promise<MainPageDto> {
  const [page, settings] = await Promise.all([globalDto('main-page', draft), globalDto('site-settings', draft)])
  const holidays = settings.holidays
  const layouts = page.layouts?.map((layout) => {
    const row = typeof layout.rooms === 'number' ? figures[layout.rooms] : undefined
    return { ...layout, area_from: row?.area_from ?? null, price_from: row?.price_from ?? null }
  })
  return {
    ...page,
    layouts,
    holidays: { is_enabled: Boolean(holidays?.is_enabled), title: holidays?.title ?? null, text: holidays?.text ?? null },
  }
}

/** Sunrise (corner windows) page data. */
export const getSunrisePage = (draft?: DraftReader): Promise<SunrisePageDto> => globalDto('sunrise-page', draft)

/** Location page data (/api/infrastructure/). */
export const getLocationPage = (draft?: DraftReader): Promise<LocationPageDto> => globalDto('location-page', draft)

/** Yards page data (/api/parks_courtyards/). */
export const getYardsPage = (draft?: DraftReader): Promise<YardsPageDto> => globalDto('yards-page', draft)

/** Texts of the consultation form (/api/requests/request_block/). */
export const getRequestBlock = (): Promise<RequestBlockDto> => globalDto('request-block')

type CollectionSlug = keyof Config['collections']

/** The public DTO of a CMS collection document (its id kept). */
export type CollectionDto<S extends CollectionSlug> = DocDto<Config['collections'][S], true>

/**
 * Reads the documents of a small public collection (uploads populated) as DTOs, cached briefly in process;
 * callers filter and page in memory. With a DraftReader: the editor's drafts, uncached (see DraftReader).
 */
export function collectionDtos<S extends CollectionSlug>(
  slug: S,
  query: { where?: Where; sort?: string } = {},
  draft?: DraftReader,
): Promise<CollectionDto<S>[]> {
  const load = async () => {
    const payload = await cms()
    const fields = payload.collections[slug].config.flattenedFields
    const as = draft ? { draft: true, user: draft.user } : {}
    const { docs } = await payload.find({
      collection: slug,
      depth: 1,
      pagination: false,
      limit: 1000,
      overrideAccess: false,
      ...as,
      ...query,
    })
    return docs.map((doc) => mapFields(fields, doc, { keepId: true }) as CollectionDto<S>)
  }
  return draft ? load() : cached(`collection:${slug}:${JSON.stringify(query)}`, load)
}
