import { formatArea, formatMillions } from '@/lib/money'

import type { ImageCard } from '../blocks/image-cards'
import type { MainPageDto } from '../pages'

type LayoutEntry = NonNullable<MainPageDto['layouts']>[number]

/** The flats list filtered by a room count: the CMS link when set, else /flats?rooms=N. */
export function layoutHref(layout: LayoutEntry): string | null {
  if (layout.url) return layout.url
  return layout.rooms == null ? null : `/flats?rooms=${layout.rooms}`
}

/** Plan cards of the layouts block: facts 'от 24,6 м²' and 'от 6,9 млн ₽', linking to the filtered flats. */
export function layoutCards(layouts: LayoutEntry[]): ImageCard[] {
  return layouts.map((layout) => ({
    title: layout.title,
    text: layout.text,
    image: layout.image,
    href: layoutHref(layout),
    meta: [
      layout.area_from ? `от\u00a0${formatArea(layout.area_from)}` : null,
      layout.price_from ? formatMillions(layout.price_from, { from: true }) : null,
    ].filter((fact): fact is string => Boolean(fact)),
  }))
}
