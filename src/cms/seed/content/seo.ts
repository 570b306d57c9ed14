import { art, type SeedSeoRecord } from './seed-data'

const SITE = 'ЖК «Новая Заря»'

function record(slug: string, title: string, description: string, image: string): SeedSeoRecord {
  return {
    slug,
    title,
    description,
    meta_tags: [
      { name: 'og:title', content: title },
      { name: 'og:description', content: description },
      { name: 'og:image', image: art(image) },
    ],
  }
}

export const seoRecords: SeedSeoRecord[] = [
  record(
    '/',
    `${SITE} — квартиры на набережной Невы от ГК «Горизонт»`,
    'Пять корпусов на первой линии Невы: угловые окна-рассвет, дворы без машин, школа и сад в квартале. Студии и квартиры до четырёх комнат, семейная ипотека и рассрочка.',
    'hero-dawn-embankment',
  ),
  record(
    '/flats',
    `Квартиры в ${SITE} — цены и планировки`,
    'Студии, 1–4-комнатные и евро-квартиры от 22 до 140 м². Выбор по цене, этажу, отделке и виду из окна.',
    'interior-living-corner-sunrise',
  ),
  record(
    '/parking',
    `Машино-места в подземном паркинге — ${SITE}`,
    'Тёплый подземный паркинг на 300 мест с лифтом прямо на этаж и зарядками для электромобилей.',
    'promo-parking',
  ),
  record(
    '/storage',
    `Кладовые — ${SITE}`,
    'Около 150 кладовых от 3 м² в подземном уровне корпусов: для шин, велосипедов и сезонных вещей.',
    'promo-storage',
  ),
  record(
    '/location',
    `Расположение и инфраструктура — ${SITE}`,
    'Правый берег Невы: метро в 7 минутах пешком, школа и детский сад в квартале, прибрежный парк на 2 гектара.',
    'district-map',
  ),
  record(
    '/yards',
    `Дворы без машин и прибрежный парк — ${SITE}`,
    'Три закрытых двора с садами, спортивной зоной, амфитеатром и садом-гербарием. Машины — под землёй.',
    'hero-courtyard-morning',
  ),
  record(
    '/sunrise',
    `Окна-рассвет: угловое остекление — ${SITE}`,
    'Угловые окна от пола до потолка на восток и юго-восток, энергоэффективные стеклопакеты и утреннее солнце в гостиной.',
    'hero-corner-window',
  ),
  record(
    '/mortgage',
    `Ипотека и рассрочка — ${SITE}`,
    'Семь банков-партнёров, семейная и IT-ипотека, программы с субсидией застройщика и рассрочка без переплаты.',
    'promo-family-mortgage',
  ),
  record(
    '/construction-progress',
    `Ход строительства — ${SITE}`,
    'Ежемесячные фотоотчёты, онлайн-камеры и панорама 360°. Корпуса 1–2 сданы, корпуса 3–5 строятся по графику.',
    'construction-12',
  ),
  record(
    '/favorites',
    `Избранные квартиры — ${SITE}`,
    'Сравните отобранные квартиры и поделитесь подборкой с близкими.',
    'hero-dawn-embankment',
  ),
]
