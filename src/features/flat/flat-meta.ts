/** The flat page's title, description and Open Graph image (SPEC §2.2 "Flat detail"), built from its data. Pure. */
import type { ImageDto } from '@/features/content'
import type { PropertyDetail } from '@/features/properties'
import { formatRub } from '@/lib/money'

import { flatHeading, type FlatTextInput, placePhrase } from './flat-text'

/** Longest document title search results show whole (html-validate long-title). */
export const MAX_TITLE_LENGTH = 70

export interface FlatMeta {
  /** '2-комнатная квартира 54,3 м², 7 этаж — корпус 3, секция 2, № 123' */
  title: string
  /**
   * The document title, at most 70 characters where the data allows: the title with ' | ЖК «Новая Заря»'
   * when that fits, else the title alone, else the title without the section.
   */
  absoluteTitle: string
  description: string
  /** The plan, for og:image; null when the property has none. */
  image: ImageDto | null
}

/** Builds the page meta of a flat from rooms, area, floor, section, number, building, finishing kind and the plan. */
export function flatMeta(detail: FlatTextInput & Pick<PropertyDetail, 'plan' | 'price'>, projectName: string): FlatMeta {
  const place = placePhrase(detail)
  const title = `${flatHeading(detail)}, ${detail.floor}\u00a0этаж${place ? ` — ${place}` : ''}`
  const finishing = detail.finishing_kind ? `, отделка — ${detail.finishing_kind.label}` : ''
  const description =
    `${flatHeading(detail)} на ${detail.floor}\u00a0этаже` +
    `${place ? `: ${place}` : ''}${finishing}. Цена ${formatRub(detail.price)}. ${projectName}.`
  const shortPlace = placePhrase({ ...detail, section: null })
  const candidates = [
    `${title} | ${projectName}`,
    title,
    `${flatHeading(detail)}, ${detail.floor}\u00a0этаж${shortPlace ? ` — ${shortPlace}` : ''}`,
  ]
  const absoluteTitle = candidates.find((candidate) => candidate.length <= MAX_TITLE_LENGTH) ?? candidates.at(-1)!
  return { title, absoluteTitle, description, image: detail.plan }
}
