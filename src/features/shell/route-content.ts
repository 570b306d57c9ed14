/**
 * The texts each route shows until its real page arrives, and the fallback metadata when it has no SEO
 * record: an eyebrow, the title (h1), a lead paragraph and a meta description.
 */
import type { RouteName, RouteParams } from '@/features/navigation'

export interface RouteContent {
  eyebrow: string
  title: string
  lead: string
  description: string
  /** SPEC §2.2: a visually hidden heading that is the page's h1 (the visible title becomes a styled h2). */
  hiddenHeading?: string
  /** The full document title when the short one would only repeat the project name. */
  absoluteTitle?: string
}

const PROPERTY_TYPE_LABELS: Record<string, { list: string; one: string }> = {
  flat: { list: 'Квартиры', one: 'Квартира' },
  parking: { list: 'Машино-места', one: 'Машино-место' },
  storage: { list: 'Кладовые', one: 'Кладовая' },
  commercial: { list: 'Коммерческие помещения', one: 'Коммерческое помещение' },
}

/** The content of a route, given its params. */
export function routeContent(name: RouteName, params: RouteParams = {}): RouteContent {
  const type = PROPERTY_TYPE_LABELS[params.type ?? ''] ?? { list: 'Помещения', one: 'Помещение' }
  switch (name) {
    case 'index':
      return {
        eyebrow: 'Санкт-Петербург · набережная',
        title: 'ЖК «Новая Заря»',
        lead: 'Дома у воды с угловыми окнами, в которые каждое утро заглядывает рассвет. Пять корпусов, закрытые дворы-парки и набережная в двух минутах от подъезда.',
        description: 'ЖК «Новая Заря» в Санкт-Петербурге: квартиры у воды с угловыми окнами, закрытые дворы и набережная рядом с домом.',
        hiddenHeading: 'Главная страница',
        absoluteTitle: 'ЖК «Новая Заря» — квартиры у воды в Санкт-Петербурге',
      }
    case 'construction-progress':
      return {
        eyebrow: 'Ход строительства',
        title: 'Как строится «Новая Заря»',
        lead: 'Фотоотчёты по месяцам, онлайн-камеры и панорамы площадки: следите за каждым корпусом от котлована до сдачи.',
        description: 'Ход строительства ЖК «Новая Заря»: фотоотчёты по месяцам, онлайн-камеры и панорамы.',
      }
    case 'favorites':
      return {
        eyebrow: 'Подборка',
        title: 'Избранное',
        lead: 'Квартиры, которые вы отметили, собраны здесь: сравните планировки и цены и поделитесь подборкой с близкими.',
        description: 'Избранные квартиры в ЖК «Новая Заря»: сравнение планировок и цен.',
      }
    case 'compare':
      return {
        eyebrow: 'Сравнение',
        title: 'Сравнение квартир',
        lead: 'До четырёх помещений одного типа рядом: цена, площади, этаж, отделка, срок сдачи и платёж по ипотеке.',
        description: 'Сравнение квартир в ЖК «Новая Заря»: цены, площади, этажи, отделка и сроки сдачи рядом.',
      }
    case 'location':
      return {
        eyebrow: 'Расположение',
        title: 'Город у воды',
        lead: 'Набережная, парк и школа — в шаговой доступности, до центра Петербурга — двадцать минут. Всё, что нужно каждый день, рядом с домом.',
        description: 'Расположение ЖК «Новая Заря»: набережная, парк, школы и детские сады рядом, транспортная доступность.',
      }
    case 'mortgage':
      return {
        eyebrow: 'Ипотека и рассрочка',
        title: 'Подберём выгодную ипотеку',
        lead: 'Рассчитайте платёж, сравните программы банков-партнёров — семейную, IT-ипотеку и субсидированную ставку от застройщика.',
        description: 'Ипотека в ЖК «Новая Заря»: калькулятор платежа и программы банков-партнёров.',
        hiddenHeading: 'Ипотека',
      }
    case 'sunrise':
      return {
        eyebrow: 'Окна-рассвет',
        title: 'Утро начинается с окна',
        lead: 'Угловое остекление в квартирах «Новой Зари» открывает вид сразу на две стороны и наполняет комнаты светом с самого рассвета.',
        description: 'Окна-рассвет ЖК «Новая Заря»: угловое остекление, панорамные виды и много света.',
      }
    case 'yards':
      return {
        eyebrow: 'Дворы',
        title: 'Двор без машин, парк у подъезда',
        lead: 'Закрытые дворы-парки с детскими и спортивными площадками, зонами тихого отдыха и собственным гербарием.',
        description: 'Дворы ЖК «Новая Заря»: закрытые дворы-парки без машин, площадки для детей и спорта.',
      }
    case 'flats':
      return {
        eyebrow: 'Магазин квартир',
        title: 'Квартиры',
        lead: 'Студии, одно-, двух-, трёх- и четырёхкомнатные квартиры и евро-форматы: выберите планировку, этаж и вид из окна.',
        description: 'Квартиры в ЖК «Новая Заря»: планировки, цены, этажи и виды из окон. Бесплатная бронь на 3 дня.',
      }
    case 'flats-id':
    case 'properties-type-id':
      return {
        eyebrow: name === 'flats-id' ? 'Квартира' : type.one,
        title: `${name === 'flats-id' ? 'Квартира' : type.one} № ${params.id ?? ''}`.trim(),
        lead: 'Планировка, этаж, отделка и цена — всё о помещении на одной странице. Забронируйте бесплатно на 3 дня по фиксированной цене.',
        description: `${name === 'flats-id' ? 'Квартира' : type.one} в ЖК «Новая Заря»: планировка, этаж, отделка и цена.`,
      }
    case 'flats-id-print':
      return {
        eyebrow: 'Версия для печати',
        title: `Квартира № ${params.id ?? ''}`.trim(),
        lead: 'Планировка, основные характеристики и цена квартиры на одном листе.',
        description: 'Версия для печати: планировка и характеристики квартиры в ЖК «Новая Заря».',
      }
    case 'flats-building-id':
      return {
        eyebrow: 'Выбор по этажам',
        title: `Корпус ${params.id ?? ''}`.trim(),
        lead: 'Секции корпуса по этажам: сколько квартир в продаже на каждом этаже и почём. Выберите этаж — откроется его план.',
        description: 'Выбор квартиры по этажам корпуса ЖК «Новая Заря»: квартиры в продаже и цены на каждом этаже.',
      }
    case 'flats-building-id-floor-floor':
      return {
        eyebrow: 'План этажа',
        title: `${params.floor ?? ''} этаж`.trim(),
        lead: 'Квартиры этажа на плане секции: статус, комнаты, площадь и цена. Нажмите на квартиру, чтобы открыть её карточку.',
        description: 'План этажа ЖК «Новая Заря»: квартиры в продаже, их площади и цены.',
      }
    case 'parking':
      return {
        eyebrow: 'Паркинг',
        title: 'Машино-места',
        lead: 'Тёплый подземный паркинг с лифтом прямо в ваш корпус: выберите место рядом с подъездом.',
        description: 'Машино-места в подземном паркинге ЖК «Новая Заря»: цены и расположение.',
      }
    case 'storage':
      return {
        eyebrow: 'Кладовые',
        title: 'Кладовые',
        lead: 'Сухие отапливаемые кладовые на подземном уровне — для велосипедов, колясок и сезонных вещей.',
        description: 'Кладовые в ЖК «Новая Заря»: площади, цены и расположение.',
      }
    case 'properties-type':
      return {
        eyebrow: 'Магазин помещений',
        title: type.list,
        lead: 'Все предложения этого типа в «Новой Заре»: фильтры по площади, этажу и корпусу помогут выбрать подходящее.',
        description: `${type.list} в ЖК «Новая Заря»: цены и планировки.`,
      }
    case 'test':
      return {
        eyebrow: 'Служебная страница',
        title: 'Диагностика',
        lead: 'Сборка, устройство и состояние прокрутки — для проверки работы сайта.',
        description: 'Служебная страница диагностики.',
      }
    case 'ui-kit':
    case 'ui-kit-category':
      return { eyebrow: 'UI-kit', title: 'UI-kit', lead: 'Компоненты интерфейса сайта.', description: 'Компоненты интерфейса.' }
  }
}
