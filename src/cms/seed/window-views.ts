/**
 * The demo's «вид из окна»: every section gets a view per floor band and per side its flats face, drawn once per
 * (band, side, river or courtyard) and shared by all sections alike, so the seed renders a couple of dozen
 * pictures, not one per flat.
 */
import { orientationOf } from './art/floor-plate'
import type { ViewOrientation } from '../window-views'
import { type ViewBand, type WindowViewSpec } from './art/scene-window-views'
import type { SectionSeed } from './catalog'

/** Floor bands as a buyer tells them apart: in the treetops, above the yard, over the city. */
export const VIEW_BANDS: readonly { band: ViewBand; from: number; to: number; label: string }[] = [
  { band: 'low', from: 2, to: 6, label: 'нижние этажи' },
  { band: 'mid', from: 7, to: 14, label: 'средние этажи' },
  { band: 'high', from: 15, to: Number.POSITIVE_INFINITY, label: 'верхние этажи' },
]

/**
 * What a picture shows: the band, the light and whether it looks over the river. The three northern sides share
 * a picture (no sun in the frame either way); the southern ones differ by where the sun stands.
 */
export type ViewArt = WindowViewSpec

export interface SeedWindowView {
  floor_from: number
  floor_to: number
  orientation: ViewOrientation
  art: ViewArt
}

const SOUTHERN: readonly ViewOrientation[] = ['s', 'se', 'sw']

/** The art key of a view picture (one file per distinct picture). */
export const viewArtKey = (a: ViewArt) => `view-${a.band}-${a.light}${a.river ? '-river' : ''}`

/**
 * A section's views: for each band its floors reach, one row per side its plate's flats face (floor-plate.ts).
 * The southern rows of a riverside section look over the river; every other row over the courtyard and the city.
 */
export function sectionWindowViews(section: Pick<SectionSeed, 'total_floors' | 'floorPlan' | 'riverSide'>): SeedWindowView[] {
  const positions = section.floorPlan.length
  const sides = [...new Set(section.floorPlan.map((_, position) => orientationOf(position, positions)))]
  return VIEW_BANDS.filter((b) => b.from <= section.total_floors).flatMap((b) =>
    sides.map((orientation) => ({
      floor_from: b.from,
      floor_to: Math.min(b.to, section.total_floors),
      orientation,
      art: {
        band: b.band,
        light: SOUTHERN.includes(orientation) ? (orientation as ViewArt['light']) : 'n',
        river: section.riverSide && SOUTHERN.includes(orientation),
      },
    })),
  )
}

const SIDE_TEXT: Record<ViewArt['light'], string> = {
  n: 'окна на север: ровный свет без солнца в кадре',
  se: 'окна на юго-восток: утреннее солнце',
  s: 'окна на юг: солнце высоко',
  sw: 'окна на юго-запад: вечернее солнце',
}
const BAND_TEXT: Record<ViewBand, { river: string; yard: string }> = {
  low: { river: 'набережная с липами под окнами, за рекой мост и город', yard: 'кроны деревьев двора и соседние корпуса рядом' },
  mid: { river: 'река, вантовый мост и панорама города за ней', yard: 'двор внизу, корпуса комплекса и город над ними' },
  high: { river: 'широкая река, мост и весь город до горизонта', yard: 'кварталы города до горизонта и шпиль высотки' },
}

/** The Russian alt text of a view picture. */
export function viewArtAlt(a: ViewArt): string {
  const band = VIEW_BANDS.find((b) => b.band === a.band)!
  return `Вид из окна, ${band.label}, ${SIDE_TEXT[a.light]}; ${BAND_TEXT[a.band][a.river ? 'river' : 'yard']}`
}
