import { type DraftReader, globalDto } from '@/features/content'

import type { CameraDto, PanoramaCardDto, ProgressCardDto, ProgressPromoDto } from './progress.schema'
import { getPanoramaCard, getProgressPromo, getProgressSpecs, listCameras, listProgress } from './service'
import { currentYearAt, resolveYear } from './year'

/** Everything the construction progress page renders for one year. */
export interface ProgressPageData {
  title: string
  description: string | null
  years: number[]
  year: number
  isCurrentYear: boolean
  /** The year's first reports, newest first: the ones in the page's HTML. */
  cards: ProgressCardDto[]
  /** How many older reports of the year the browser loads as the visitor nears the end of the list. */
  laterReports: number
  cameras: CameraDto[]
  /** Only for the current year (SPEC §2.2) and only when the CMS has its image. */
  panorama: PanoramaCardDto | null
  promo: ProgressPromoDto | null
}

/**
 * The reports in the page's HTML. Both places of the promo banner (after 4 cards on phones, 2 or 3 on wider
 * screens) fall among them, so the banner never waits for the browser. The rest of a year — up to 11 more
 * monthly cards with their photo strips, ~35 KB of markup and props — loads from the API near the end of the
 * list (LaterReports), so the page's HTML stays under the 80 KB every page is held to (e2e/budgets.spec.ts).
 */
export const FIRST_REPORTS = 4
/** A preview is rendered per request and shows the editor's drafts, which the public API does not: all of them. */
const ALL_REPORTS = 200

/** The construction progress page for the ?year= of its search params (SPEC §2.2). */
export async function getProgressPageData(
  searchParams: Record<string, string | string[] | undefined>,
  now = new Date(),
  draft?: DraftReader,
): Promise<ProgressPageData> {
  const [page, specs, cameras, promo, panorama] = await Promise.all([
    globalDto('progress-page', draft),
    getProgressSpecs(draft),
    listCameras(),
    getProgressPromo(now, draft),
    getPanoramaCard(draft),
  ])
  const years = specs.year.map((option) => option.value)
  const currentYear = currentYearAt(now)
  const year = resolveYear(searchParams.year, years, currentYear)
  const isCurrentYear = year === currentYear
  const list = years.includes(year)
    ? await listProgress({ year, limit: draft ? ALL_REPORTS : FIRST_REPORTS, offset: 0 }, draft)
    : { results: [], count: 0 }
  return {
    title: page.title,
    description: page.description ?? null,
    years,
    year,
    isCurrentYear,
    cards: list.results,
    laterReports: Math.max(0, list.count - list.results.length),
    cameras: cameras.results,
    panorama: isCurrentYear && panorama.image ? panorama : null,
    promo,
  }
}
