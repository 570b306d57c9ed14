import { collectionDtos, type DraftReader, globalDto, type ImageDto } from '@/features/content'
import { notFound } from '@/server/api'

import type {
  CameraDto,
  PanoramaCardDto,
  ProgressCardDto,
  ProgressFacets,
  ProgressList,
  ProgressPromoDto,
  ProgressQuery,
  ProgressSpecs,
} from './progress.schema'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' })

/** A CMS date as the calendar day in the complex's time zone (YYYY-MM-DD). */
function calendarDay(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date)
}

async function loadCards(draft?: DraftReader): Promise<ProgressCardDto[]> {
  const docs = await collectionDtos('progress-cards', { sort: '-date' }, draft)
  // A report is shown once it has its date (a new draft in the editor's preview may not have one yet).
  return docs
    .flatMap((doc) => (doc.date && doc.year ? [doc] : []))
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      date: calendarDay(doc.date) ?? '',
      year: doc.year,
      month: doc.month,
      text: doc.text,
      photos: (doc.photos ?? []).flatMap((p) => (p.image ? [{ ...(p.image as ImageDto), caption: p.caption }] : [])),
    }))
}

/** /api/progress/: construction reports, newest first, optionally of one year. */
export async function listProgress(query: ProgressQuery, draft?: DraftReader): Promise<ProgressList> {
  const cards = (await loadCards(draft)).filter((c) => query.year === undefined || c.year === query.year)
  const results = cards.slice(query.offset, query.offset + query.limit)
  return { count: cards.length, results, limit: query.limit, offset: query.offset, hasNext: query.offset + results.length < cards.length }
}

/** /api/progress/{id}/: one report; 404 when unknown. */
export async function getProgressCard(id: number): Promise<ProgressCardDto> {
  const card = (await loadCards()).find((c) => c.id === id)
  if (!card) throw notFound('Отчёт о строительстве не найден')
  return card
}

function yearCounts(cards: ProgressCardDto[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const c of cards) counts.set(c.year, (counts.get(c.year) ?? 0) + 1)
  return new Map([...counts].sort(([a], [b]) => b - a))
}

/** /api/progress/specs/: the years that have reports, newest first, as options. */
export async function getProgressSpecs(draft?: DraftReader): Promise<ProgressSpecs> {
  const years = [...yearCounts(await loadCards(draft)).keys()]
  return { year: years.map((y) => ({ value: y, label: String(y) })), default_year: years[0] ?? null }
}

/** /api/progress/facets/: how many reports each year has. */
export async function getProgressFacets(): Promise<ProgressFacets> {
  const cards = await loadCards()
  return { count: cards.length, year: [...yearCounts(cards)].map(([value, count]) => ({ value, label: String(value), count })) }
}

/** /api/progress/promo/: the active promo banner of the progress page (first by order), or null. */
export async function getProgressPromo(now = new Date(), draft?: DraftReader): Promise<ProgressPromoDto | null> {
  const promos = await collectionDtos('promos', { where: { placement: { equals: 'progress' } }, sort: 'order' }, draft)
  // Expiry is checked per call, not per cached load, so a banner disappears the moment it runs out.
  const active = promos.find((p) => p.is_active !== false && (!p.valid_until || new Date(p.valid_until) >= now))
  if (!active) return null
  const { id, title, text, image, button_text, url, valid_until } = active
  return { id, title, text, image, button_text, url, valid_until: calendarDay(valid_until) }
}

/** /api/cameras/: the construction web cameras in their editorial order. */
export async function listCameras(): Promise<{ count: number; results: CameraDto[] }> {
  const cameras = await collectionDtos('cameras', { sort: 'order' })
  const results = cameras.map(({ id, title, stream_url, poster }) => ({ id, title, stream_url, poster }))
  return { count: results.length, results }
}

/** /api/panorama_card/: the 360° panorama card of the progress page. */
export async function getPanoramaCard(draft?: DraftReader): Promise<PanoramaCardDto> {
  const card = (await globalDto('progress-page', draft)).panorama_card
  const date = calendarDay(card?.date)
  return {
    title: card?.title ?? null,
    text: card?.text ?? null,
    image: card?.image ?? null,
    date,
    year: date ? Number(date.slice(0, 4)) : null,
  }
}
