/** The flat page's title, description and Open Graph image (SPEC §2.2 "Flat detail"), built from its data. Pure. */
import type { ImageDto } from '@/features/content'
import type { PropertyDetail } from '@/features/properties'
import { formatRub } from '@/lib/money'

import { flatHeading, type FlatTextInput, placePhrase } from './flat-text'

export interface FlatMeta {
  /** '2-комнатная квартира 54,3 м², 7 этаж — корпус 3, секция 2, № 123' */
  title: string
  /** The title with the project name: '… | ЖК «Новая Заря»'. */
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
  return { title, absoluteTitle: `${title} | ${projectName}`, description, image: detail.plan }
}
