/**
 * The interior views of a layout's gallery: the rooms that layout has (a studio is one room with a kitchen
 * line; a 3-room flat has a living room, kitchen, bedrooms and a bathroom), drawn in one of three finishes by
 * its variant. Layouts of a kind share pictures of a finish, so the seed renders a few dozen, not one per layout.
 */
import { mix } from './art/svg'
import {
  bathroom,
  bedroom,
  cornerGlazingRoom,
  HOUSE_PALETTE,
  type InteriorPalette,
  kidsRoom,
  kitchenLiving,
  livingCornerSunrise,
  studio,
} from './art/scene-interiors'
import type { Illustration, LayoutSpec } from './types'

/** The size of a gallery picture: the card's hero fits it, fullscreen shows it sharp. */
export const GALLERY_WIDTH = 1440
export const GALLERY_HEIGHT = 960

interface Finish {
  name: string
  /** How the alt text names it. */
  label: string
  palette: InteriorPalette
}

const toward = (target: string, amount: number) => (color: string) => mix(color, target, amount)

export const FINISHES: readonly Finish[] = [
  { name: 'oak', label: 'светлый дуб и бежевый текстиль', palette: HOUSE_PALETTE },
  {
    name: 'graphite',
    label: 'серый ясень, холодные стены и графитовый текстиль',
    palette: { walls: toward('#d7dade', 0.55), floor: toward('#a49c93', 0.6), fabric: toward('#56647a', 0.65), mood: 'day' },
  },
  {
    name: 'walnut',
    label: 'орех, тёплые белые стены и терракотовый текстиль',
    palette: { walls: toward('#f5efe4', 0.5), floor: toward('#8a6446', 0.6), fabric: toward('#b8775a', 0.55), mood: 'evening' },
  },
]

type RoomKind = 'studio' | 'living' | 'kitchen' | 'bedroom' | 'kids' | 'bathroom' | 'window'

const ROOMS: Record<RoomKind, { paint: (w: number, h: number, p: InteriorPalette) => string; alt: string }> = {
  studio: { paint: (w, h, p) => studio(w, h, 'studio', p), alt: 'Студия: спальное место, кухонная линия и рабочий стол у большого окна' },
  living: { paint: (w, h, p) => livingCornerSunrise(w, h, 'living-corner', p), alt: 'Гостиная с диваном, креслом и угловым окном' },
  kitchen: { paint: (w, h, p) => kitchenLiving(w, h, 'kitchen-living', p), alt: 'Кухня с островом, обеденным столом и широким окном' },
  bedroom: { paint: (w, h, p) => bedroom(w, h, 'bedroom', p), alt: 'Спальня с большой кроватью, гардеробом и окном' },
  kids: { paint: (w, h, p) => kidsRoom(w, h, 'kids', p), alt: 'Детская с двухъярусной кроватью, столом и окном во двор' },
  bathroom: { paint: (w, h, p) => bathroom(w, h, 'bathroom', p), alt: 'Ванная с каменной плиткой, ванной и окном' },
  window: { paint: (w, h, p) => cornerGlazingRoom(w, h, 'corner-glazing', false, p), alt: 'Угол комнаты с остеклением от пола до потолка' },
}

/** Each kind's rooms with the captions the card shows, in the order a visit goes. */
function roomsOf(spec: LayoutSpec): [RoomKind, string][] {
  const { rooms, isEuro } = spec
  const list: [RoomKind, string][] =
    rooms === 0
      ? [
          ['studio', 'Студия'],
          ['window', 'Место у окна'],
          ['bathroom', 'Санузел'],
        ]
      : rooms === 1
        ? [
            ['living', 'Комната'],
            ['kitchen', 'Кухня'],
            ['bathroom', 'Санузел'],
          ]
        : isEuro
          ? [
              ['kitchen', 'Кухня-гостиная'],
              ['bedroom', 'Спальня'],
              ...(rooms >= 3 ? [['kids', 'Детская'] as [RoomKind, string]] : []),
              ['bathroom', 'Ванная'],
            ]
          : [
              ['living', 'Гостиная'],
              ['kitchen', 'Кухня'],
              ['bedroom', rooms >= 3 ? 'Мастер-спальня' : 'Спальня'],
              ...(rooms >= 3 ? [['kids', 'Детская'] as [RoomKind, string]] : []),
              ['bathroom', 'Ванная'],
            ]
  // Corner glazing is worth its own picture while the gallery has room for it.
  if (rooms > 0 && spec.features.includes('corner_glazing') && list.length < 5) list.splice(1, 0, ['window', 'Угловое остекление'])
  return list
}

/** The layout's gallery: 3–5 pictures with captions, in the finish of its variant. */
export function layoutGallery(spec: LayoutSpec): { art: Illustration; caption: string }[] {
  const finish = FINISHES[spec.variant % FINISHES.length]!
  return roomsOf(spec).map(([room, caption]) => ({
    caption,
    art: {
      key: `layout-${room}-${finish.name}`,
      alt: `${ROOMS[room].alt}; отделка: ${finish.label}`,
      width: GALLERY_WIDTH,
      height: GALLERY_HEIGHT,
      svg: () => ROOMS[room].paint(GALLERY_WIDTH, GALLERY_HEIGHT, finish.palette),
    },
  }))
}
