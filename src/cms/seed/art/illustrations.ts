/**
 * The registry of generated illustrations: one entry for every key in ART_KEYS, sized from it,
 * with a Russian alt text and a deterministic SVG painter (rendered to WebP by the seed's media library).
 */
import { ART_KEYS } from '../content/art-keys'
import type { Illustration } from '../types'
import { cameraPoster1, cameraPoster2, CONSTRUCTION_SCENES, videoHistory } from './scene-construction'
import {
  communicationArea,
  courtyardAutumn,
  courtyardEvening,
  courtyardHero,
  courtyardMorning,
  herbariumGarden,
  park,
  playground,
  sportGround,
} from './scene-courtyards'
import { districtMap, sunriseDiagram, windowProfile } from './scene-diagrams'
import {
  cornerGlazingExterior,
  developerOffice,
  embankmentPromenade,
  facadeDetail,
  heroCornerWindow,
  kindergarten,
  metro,
  school,
  siteBefore,
} from './scene-exteriors'
import { bathroom, bedroom, cornerGlazingRoom, kidsRoom, kitchenLiving, livingCornerSunrise, studio } from './scene-interiors'
import { avatar, landscapePoster, promoKeys, residentPoster, windowDawn } from './scene-moments'
import { panoramaConstruction, panoramaDistrict } from './scene-panoramas'
import {
  architectPoster,
  familyOnSill,
  firstResidents,
  lobbyScene,
  masterplanModel,
  parking,
  requestOffice,
  storageCorridor,
} from './scene-public-interiors'
import { riverside } from './scene-riverside'

type Painter = (width: number, height: number) => string

/** Alt text and painter of every illustration key. */
const ART: Record<string, [alt: string, paint: Painter]> = {
  'hero-dawn-embankment': [
    'Рассвет над рекой: башни ЖК «Новая Заря» на гранитной набережной в тёплом янтарном свете, отражения в воде',
    (w, h) => riverside(w, h, { mood: 'dawn', seed: 'hero-dawn', sunAt: [0.22, 0.5], people: 6 }),
  ],
  'hero-courtyard-morning': [
    'Зелёный закрытый двор между светлыми башнями комплекса мягким утром, по дорожкам гуляют жители',
    courtyardHero,
  ],
  'hero-corner-window': [
    'Угол башни с панорамным угловым остеклением от пола до потолка, в стёклах — первый рассвет над рекой',
    heroCornerWindow,
  ],

  'facade-river': [
    'Фасады комплекса со стороны реки: светлый камень, бронзовые акценты и ритм больших окон',
    (w, h) =>
      riverside(w, h, {
        mood: 'morning',
        seed: 'facade-river',
        scale: 1.5,
        complexAt: 0.5,
        horizon: 0.66,
        sunAt: [0.12, 0.3],
        bridge: false,
      }),
  ],
  'facade-detail': [
    'Фрагмент фасада крупным планом: бронзовые ламели, угловое остекление и ограждения балконов в отблесках рассвета',
    facadeDetail,
  ],
  lobby: ['Входное лобби высотой в два этажа: тёплое дерево, каменный пол, кресла и вид сквозь стекло во двор', (w, h) => lobbyScene(w, h)],
  'developer-office': [
    'Головной офис застройщика в Санкт-Петербурге: современное стеклянное здание среди исторических фасадов вечером',
    developerOffice,
  ],

  'story-site-before': [
    'Участок до начала стройки: бывшая промышленная территория у реки со старым кирпичным складом и берёзами ранней весной',
    siteBefore,
  ],
  'story-masterplan': ['Макет генплана на столе архитекторов: пять башен вокруг дворов, река и парк', masterplanModel],
  'story-first-residents': [
    'Первые жители: семья с коробками входит в новую светлую квартиру, в руках ключи, в окно светит солнце',
    firstResidents,
  ],

  'interior-living-corner-sunrise': [
    'Гостиная с угловым окном на рассвете: вид на реку, пол из светлого дуба, мягкий диван',
    livingCornerSunrise,
  ],
  'interior-kitchen-living': [
    'Кухня-гостиная с островом, обеденным столом и широким окном во двор в спокойной светлой гамме',
    kitchenLiving,
  ],
  'interior-bedroom': ['Мастер-спальня с большим окном, льняным бельём и приоткрытой дверью гардеробной в утреннем свете', bedroom],
  'interior-bathroom': ['Ванная комната с крупноформатной каменной плиткой, окном, отдельно стоящей ванной и тёплым светом', bathroom],
  'interior-studio': ['Компактная студия: спальное место, кухонная линия и рабочий стол у большого окна с видом на город', studio],
  'interior-kids-room': ['Детская комната с двухъярусной кроватью, игровым ковром и окном в зелёный двор', kidsRoom],

  'corner-glazing': [
    'Угол комнаты с бесшовным остеклением от пола до потолка на две стороны и видом на реку на рассвете',
    (w, h) => cornerGlazingRoom(w, h),
  ],
  'corner-glazing-exterior': ['Угол башни снаружи: вертикальная лента угловых окон, за башней встаёт солнце', cornerGlazingExterior],
  'window-dawn': ['Чашка кофе на подоконнике, за окном розово-янтарный рассвет над рекой и силуэты мостов', windowDawn],
  'window-profile': ['Схема энергоэффективного окна в разрезе: тройное остекление и тёплый многокамерный профиль', windowProfile],
  'sunrise-diagram': ['Схема генплана с траекторией солнца с востока на юг: углы башен развёрнуты к рассвету', sunriseDiagram],

  'courtyard-1': ['Двор без машин: газоны, дорожки и скамейки под молодыми клёнами утром', (w, h) => courtyardMorning(w, h)],
  'courtyard-2': ['Амфитеатр во дворе: деревянные ступени, пергола и соседи, беседующие тёплым вечером', (w, h) => courtyardEvening(w, h)],
  'courtyard-3': ['Двор осенью: золотые деревья, фонари и ребёнок на самокате', (w, h) => courtyardAutumn(w, h)],
  playground: [
    'Детская площадка из натурального дерева с сеткой для лазания, песочницей и мягким резиновым покрытием',
    (w, h) => playground(w, h),
  ],
  'sport-ground': ['Спортивная площадка: турники, огороженное мини-футбольное поле и беговая дорожка', (w, h) => sportGround(w, h)],
  'herbarium-garden': ['Сад-гербарий: приподнятые грядки с травами и злаками вдоль деревянного настила', (w, h) => herbariumGarden(w, h)],
  park: ['Прибрежный парк со старыми деревьями, извилистыми дорожками, прудом и деревянным мостиком', (w, h) => park(w, h)],
  embankment: ['Гранитная набережная-променад с фонарями и велосипедистами, за ней — башни комплекса', embankmentPromenade],
  'communication-area': ['Лаундж во дворе: длинный стол под перголой, гирлянды огней и соседи за чаем', (w, h) => communicationArea(w, h)],

  school: ['Современная школа с ярким фасадом, стадионом и детьми у входа', school],
  kindergarten: ['Невысокое здание детского сада с цветными панелями и огороженной игровой площадкой', kindergarten],
  'district-map': [
    'Схема района с высоты: излучина реки, комплекс, станции метро, парки, школы и детские сады',
    (w, h) => districtMap(w, h),
  ],
  metro: ['Павильон входа в метро с красной буквой «М» и людьми под зонтами', (w, h) => metro(w, h)],

  'panorama-district': [
    'Сферическая панорама 360° с крыши комплекса: река, мосты, городские кварталы и парки',
    (w, h) => panoramaDistrict(w, h),
  ],
  'panorama-construction': [
    'Сферическая панорама 360° над стройплощадкой: башенные краны, монолитные каркасы и готовые башни первой очереди',
    (w, h) => panoramaConstruction(w, h),
  ],

  'camera-poster-1': ['Кадр веб-камеры: стройплощадка с северо-востока, корпуса 3 и 4 с башенными кранами', cameraPoster1],
  'camera-poster-2': ['Кадр веб-камеры: котлован и фундамент корпуса 5 со стороны реки в пасмурный день', cameraPoster2],

  'promo-family-mortgage': ['Молодая семья с ребёнком на широком подоконнике новой квартиры в тёплых тонах', (w, h) => familyOnSill(w, h)],
  'promo-keys': ['Ключи с брелоком цвета рассвета на каменной столешнице кухни', promoKeys],
  'promo-parking': ['Подземный паркинг с чистыми линиями разметки, зарядками для электромобилей и автомобилем', (w, h) => parking(w, h)],
  'promo-storage': ['Аккуратные кладовые с запирающимися дверями в светлом коридоре подвала', (w, h) => storageCorridor(w, h)],

  'video-hero-architect': ['Архитектор за столом с чертежами и макетом башни в мягком свете из окна', (w, h) => architectPoster(w, h)],
  'video-hero-landscape': ['Ландшафтный дизайнер с планшетом среди молодых саженцев во дворе', landscapePoster],
  'video-hero-resident': ['Жительница с чашкой у углового окна на рассвете, вид со спины', residentPoster],
  'video-history': ['История стройки в одном кадре — от котлована до готовых башен, день переходит в ночь', (w, h) => videoHistory(w, h)],
  'video-avatar': ['Портрет менеджера отдела продаж в светлом офисе', avatar],

  'request-office': ['Офис продаж: макет комплекса, кресла и большие окна в вечернем свете', (w, h) => requestOffice(w, h)],

  'construction-01': [
    'Котлован со шпунтовым ограждением, экскаватор и основание башенного крана серым зимним утром',
    CONSTRUCTION_SCENES['construction-01'],
  ],
  'construction-02': [
    'Вязка арматуры фундаментной плиты: рабочие в оранжевых жилетах и стрела бетононасоса',
    CONSTRUCTION_SCENES['construction-02'],
  ],
  'construction-03': [
    'Монолитный каркас поднимается на три этажа: опалубка и жёлтый башенный кран',
    CONSTRUCTION_SCENES['construction-03'],
  ],
  'construction-04': [
    'Высокий бетонный каркас жилой башни и два башенных крана на фоне светлого неба',
    CONSTRUCTION_SCENES['construction-04'],
  ],
  'construction-05': [
    'Кладка стен между перекрытиями: кирпичное заполнение, строительные леса и поддоны с блоками',
    CONSTRUCTION_SCENES['construction-05'],
  ],
  'construction-06': [
    'Монтаж вентилируемого фасада: светлые панели под камень поднимаются по башне, фасадный подъёмник',
    CONSTRUCTION_SCENES['construction-06'],
  ],
  'construction-07': ['Установка окон в фасад башни: блок углового остекления на стропах крана', CONSTRUCTION_SCENES['construction-07']],
  'construction-08': [
    'Внутренние работы: инженерные стояки, воздуховоды и кабельные лотки в бетонном коридоре',
    CONSTRUCTION_SCENES['construction-08'],
  ],
  'construction-09': [
    'Отделочные работы в квартире: оштукатуренные стены, стяжка пола и большое окно со светом от реки',
    CONSTRUCTION_SCENES['construction-09'],
  ],
  'construction-10': [
    'Готовое входное лобби перед финальной уборкой: тёплый свет и стеклянные двери во двор',
    CONSTRUCTION_SCENES['construction-10'],
  ],
  'construction-11': [
    'Благоустройство двора: укладка плитки, молодые деревья с земляным комом и небольшой погрузчик',
    CONSTRUCTION_SCENES['construction-11'],
  ],
  'construction-12': [
    'Сданные корпуса 1–2 с освещёнными окнами в сумерках, на заднем плане краны следующей очереди',
    CONSTRUCTION_SCENES['construction-12'],
  ],
}

/** Every illustration the seed content may reference, in ART_KEYS order. */
export const illustrations: Illustration[] = ART_KEYS.map(({ key, width, height }) => {
  const entry = ART[key]
  if (!entry) throw new Error(`No illustration registered for art key "${key}"`)
  const [alt, paint] = entry
  return { key, alt, width, height, svg: () => paint(width, height) }
})
