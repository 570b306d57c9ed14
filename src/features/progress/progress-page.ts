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
  cards: ProgressCardDto[]
  cameras: CameraDto[]
  /** Only for the current year (SPEC §2.2) and only when the CMS has its image. */
  panorama: PanoramaCardDto | null
  promo: ProgressPromoDto | null
}

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
  const list = years.includes(year) ? await listProgress({ year, limit: 200, offset: 0 }, draft) : { results: [] }
  return {
    title: page.title,
    description: page.description ?? null,
    years,
    year,
    isCurrentYear,
    cards: list.results,
    cameras: cameras.results,
    panorama: isCurrentYear && panorama.image ? panorama : null,
    promo,
  }
}
