/**
 * Every illustration key the seed content references, with a short brief for the artist.
 * src/cms/seed/art/illustrations.ts must register an Illustration for each key here.
 */
export interface ArtKey {
  key: string
  subject: string
  width: number
  height: number
}

const HERO = { width: 1920, height: 1080 }
const WIDE = { width: 1600, height: 1000 }
const CARD = { width: 1200, height: 900 }
const PORTRAIT = { width: 900, height: 1200 }
const SQUARE = { width: 1000, height: 1000 }
const PANORAMA = { width: 4096, height: 2048 }

/** Construction scenes reused across the monthly reports in a fixed rotation. */
const CONSTRUCTION_SCENES: [string, string][] = [
  ['construction-01', 'excavation pit with sheet piling, an excavator and a tower crane base, grey winter morning'],
  ['construction-02', 'foundation slab reinforcement grid being tied, workers in orange vests, concrete pump boom'],
  ['construction-03', 'monolithic concrete frame rising three floors, formwork and a yellow tower crane'],
  ['construction-04', 'tall concrete frame of a residential tower with two tower cranes against a pale sky'],
  ['construction-05', 'brick infill walls being laid between concrete floor slabs, scaffolding and pallets of blocks'],
  ['construction-06', 'ventilated facade installation: light stone-look panels going up on a tower, facade lift'],
  ['construction-07', 'window frames being installed in a tower facade, corner glazing units on a crane sling'],
  ['construction-08', 'interior works: engineering risers, ducts and cable trays in a concrete corridor'],
  ['construction-09', 'finishing works in an apartment: plastered walls, screed floor, large window with river light'],
  ['construction-10', 'finished entrance lobby under final cleaning, warm lights, glass doors to the courtyard'],
  ['construction-11', 'landscaping of a courtyard: paving stones, young trees with root balls, small loader'],
  ['construction-12', 'completed buildings 1–2 with lit windows at dusk, cranes of the next phase in the background'],
]

export const CONSTRUCTION_KEYS: string[] = CONSTRUCTION_SCENES.map(([key]) => key)

export const ART_KEYS: ArtKey[] = [
  // Hero screens (also og:image of SEO records)
  { key: 'hero-dawn-embankment', subject: 'dawn skyline over the river embankment with the complex towers, warm amber sky', ...HERO },
  { key: 'hero-courtyard-morning', subject: 'green enclosed courtyard between light towers in soft morning sun, people walking', ...HERO },
  {
    key: 'hero-corner-window',
    subject: 'tower corner with floor-to-ceiling corner glazing catching the first sunrise over the river',
    ...HERO,
  },

  // Architecture
  {
    key: 'facade-river',
    subject: 'facade of the complex seen from the river: light stone, bronze accents, rhythm of large windows',
    ...WIDE,
  },
  {
    key: 'facade-detail',
    subject: 'close-up of facade: bronze-coloured fins, corner glazing, balcony rails, dawn reflection',
    ...PORTRAIT,
  },
  {
    key: 'lobby',
    subject: 'double-height entrance lobby with warm wood, stone floor, lounge chairs, view through to the courtyard',
    ...WIDE,
  },
  {
    key: 'developer-office',
    subject: 'developer head office in St Petersburg: modern glass building on a historic street, evening',
    ...WIDE,
  },

  // Story
  { key: 'story-site-before', subject: 'former industrial riverside plot with old brick warehouse and birches, early spring', ...WIDE },
  { key: 'story-masterplan', subject: 'architectural masterplan model on a table: five towers around courtyards, river and park', ...WIDE },
  {
    key: 'story-first-residents',
    subject: 'family with boxes entering a new bright apartment, keys in hand, sunlight through the window',
    ...WIDE,
  },

  // Interiors (also the art of the layout cards on the main page)
  {
    key: 'interior-living-corner-sunrise',
    subject: 'living room with a corner window at sunrise, river view, light oak floor, soft sofa',
    ...WIDE,
  },
  {
    key: 'interior-kitchen-living',
    subject: 'kitchen-living room: island, dining table, wide window onto the courtyard, calm neutral palette',
    ...WIDE,
  },
  {
    key: 'interior-bedroom',
    subject: 'master bedroom with a large window, linen bedding, walk-in closet door ajar, morning light',
    ...WIDE,
  },
  { key: 'interior-bathroom', subject: 'bathroom with large-format stone tiles, window, freestanding bath and warm lighting', ...PORTRAIT },
  { key: 'interior-studio', subject: 'compact studio apartment: sleeping niche, kitchen line, desk by a big window, city view', ...CARD },
  { key: 'interior-kids-room', subject: "child's room with a bunk bed, play rug and a window onto a green courtyard", ...CARD },

  // Windows / sunrise page
  {
    key: 'corner-glazing',
    subject: 'interior corner of a room with frameless floor-to-ceiling glass on two sides, river at dawn',
    ...WIDE,
  },
  {
    key: 'corner-glazing-exterior',
    subject: 'tower corner from outside with a vertical ribbon of corner windows, sun rising behind',
    ...PORTRAIT,
  },
  { key: 'window-dawn', subject: 'window sill with a cup of coffee, pink-amber dawn over the river and bridge silhouettes', ...CARD },
  {
    key: 'window-profile',
    subject: 'cut-away of an energy-efficient window: triple glass panes, warm frame profile, diagram style',
    ...CARD,
  },

  // Courtyards and outdoors
  { key: 'courtyard-1', subject: 'car-free courtyard with lawns, paths and benches under young maples, morning', ...WIDE },
  { key: 'courtyard-2', subject: 'courtyard amphitheatre with wooden steps, pergola and people talking in the evening', ...WIDE },
  { key: 'courtyard-3', subject: 'courtyard in autumn: golden trees, lanterns, a child on a scooter', ...WIDE },
  { key: 'playground', subject: 'natural wood playground with climbing net, sand area and soft rubber surface', ...CARD },
  { key: 'sport-ground', subject: 'outdoor sport ground: workout bars, small football pitch with fence, running track', ...CARD },
  { key: 'herbarium-garden', subject: 'herbarium garden: raised planting beds with labelled herbs and grasses, wooden path', ...CARD },
  { key: 'park', subject: 'riverside park with old trees, winding paths, a pond and a wooden bridge', ...WIDE },
  { key: 'embankment', subject: 'granite river embankment promenade with lamp posts, cyclists and the towers behind', ...WIDE },
  { key: 'communication-area', subject: 'courtyard lounge: long table under a pergola, string lights, neighbours having tea', ...CARD },

  // Location
  { key: 'school', subject: 'modern school building with a bright facade, stadium and kids at the entrance', ...CARD },
  { key: 'kindergarten', subject: 'low kindergarten building with colourful panels and a fenced playground', ...CARD },
  { key: 'district-map', subject: 'stylised aerial district map: river bend, the complex, metro, parks and schools as icons', ...SQUARE },
  { key: 'metro', subject: 'metro station entrance pavilion with the red M sign, people with umbrellas', ...CARD },

  // 360° panoramas (equirectangular)
  {
    key: 'panorama-district',
    subject: 'equirectangular 360° panorama from the top of the complex: river, bridges, city skyline, parks',
    ...PANORAMA,
  },
  {
    key: 'panorama-construction',
    subject: 'equirectangular 360° panorama over the construction site: cranes, frames, finished towers',
    ...PANORAMA,
  },

  // Cameras
  {
    key: 'camera-poster-1',
    subject: 'webcam still: construction site from the north-east, towers 3–4 with cranes, timestamp bar',
    ...HERO,
  },
  { key: 'camera-poster-2', subject: 'webcam still: tower 5 pit and foundation from the river side, overcast daylight', ...HERO },

  // Promos
  { key: 'promo-family-mortgage', subject: 'young family with a child on the windowsill of a new apartment, warm tones', ...CARD },
  { key: 'promo-keys', subject: 'keys with a dawn-coloured keychain on a stone kitchen worktop', ...CARD },
  { key: 'promo-parking', subject: 'underground parking with clean lines, EV chargers and a car', ...CARD },
  { key: 'promo-storage', subject: 'neat storage rooms with lockable doors in a bright basement corridor', ...CARD },

  // Video posters and avatar
  { key: 'video-hero-architect', subject: 'portrait of an architect at a desk with drawings, tower model, soft window light', ...HERO },
  { key: 'video-hero-landscape', subject: 'landscape designer among saplings in the courtyard, holding a tablet', ...HERO },
  { key: 'video-hero-resident', subject: 'resident woman with a cup at a corner window at dawn, seen from behind', ...HERO },
  { key: 'video-history', subject: 'timelapse-like composition: site from pit to towers in one frame, day to night gradient', ...HERO },
  {
    key: 'video-avatar',
    subject: 'round portrait of a friendly sales manager in a light office, neutral background',
    width: 400,
    height: 400,
  },

  // Request form
  { key: 'request-office', subject: 'sales office interior: model of the complex, armchairs, large windows, evening light', ...CARD },

  ...CONSTRUCTION_SCENES.map(([key, subject]) => ({ key, subject, ...WIDE })),
]
