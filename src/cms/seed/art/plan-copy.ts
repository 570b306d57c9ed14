/**
 * Russian copy for a layout card, derived from the same model the plan is drawn from,
 * so «Кухня-гостиная 19,2 м²» in the text is exactly what the plan shows.
 */
import type { LayoutSpec } from '../types'
import { planFacts, planModel } from './plan-model'
import { ruArea } from './svg'

export interface LayoutCopy {
  layout_feature_block: { title: string; description: string }
  layout_features: { title: string; description: string }[]
  default_features: { title: string; value: string }[]
}

const NUMBER_WORDS = ['', 'одна', 'две', 'три', 'четыре', 'пять']
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
const BEDROOMS = (n: number) => (n === 1 ? 'спальня' : n < 5 ? 'спальни' : 'спален')

/** Feature block, feature list and the characteristics table for a layout. */
export function layoutCopy(spec: LayoutSpec): LayoutCopy {
  const model = planModel(spec)
  const f = planFacts(model)
  const has = (tag: string) => spec.features.includes(tag)
  const n = Math.max(0, Math.round(spec.rooms))
  const hasKitchenLiving = f.kitchenLiving > 0
  const ensuite = model.rooms.some((r) => r.kind === 'ensuite')
  const high = has('high_ceilings')

  // ---- the headline block ----
  let title: string
  let lead: string
  if (n === 0) {
    title = has('terrace') ? `Студия с террасой ${ruArea(f.terrace)}` : 'Студия с кухонной зоной'
    lead = 'Одно светлое пространство, где кухня отделена от зоны отдыха, а санузел и прихожая собраны у входа.'
  } else if (hasKitchenLiving) {
    title = `Кухня-гостиная ${ruArea(f.kitchenLiving)} и ${NUMBER_WORDS[f.bedrooms] || f.bedrooms} ${BEDROOMS(f.bedrooms)}`
    lead = `Общая зона для готовки, ужинов и гостей — отдельно, ${f.bedrooms > 1 ? 'спальни' : 'спальня'} — в тихой части квартиры.`
  } else if (n === 1) {
    title = `Комната ${ruArea(model.rooms.find((r) => r.kind === 'room')?.area ?? f.living)} и отдельная кухня`
    lead = 'Классическая однокомнатная: кухня с окном, просторная комната и прихожая со шкафом.'
  } else {
    title =
      n <= 4
        ? `${capital(NUMBER_WORDS[n] ?? String(n))} изолированные комнаты и кухня ${ruArea(f.kitchen)}`
        : `${n} изолированных комнат и кухня ${ruArea(f.kitchen)}`
    lead = 'Все комнаты выходят в прихожую, проходных нет — у каждого члена семьи своё пространство.'
  }
  const extras: string[] = []
  if (has('corner_glazing')) extras.push('Угловое остекление от пола до потолка встречает рассвет сразу с двух сторон.')
  if (has('terrace') && n > 0) extras.push(`Терраса ${ruArea(f.terrace)} — продолжение гостиной под открытым небом.`)
  if (ensuite) extras.push('Мастер-спальня со своим санузлом' + (f.wardrobe ? ' и гардеробной.' : '.'))
  if (has('water_view')) extras.push('Из окон видна вода.')
  if (!extras.length && f.balcony) extras.push(`Балкон ${ruArea(f.balcony)} — для утреннего кофе и сушки белья.`)
  if (!extras.length)
    extras.push(high ? 'Потолки 3,3 м добавляют комнатам воздуха.' : 'Прихожая со встроенным шкафом освобождает комнаты от хранения.')

  // ---- the feature list ----
  const features: { title: string; description: string }[] = []
  if (hasKitchenLiving)
    features.push({
      title: `Кухня-гостиная ${ruArea(f.kitchenLiving)}`,
      description: 'Кухонный фронт в глубине комнаты, обеденный стол и диван — ближе к окнам и свету.',
    })
  if (n === 0)
    features.push({ title: 'Кухонная зона', description: 'Рабочая поверхность вдоль стены и место для обеденного стола у окна.' })
  if (has('corner_glazing'))
    features.push({
      title: 'Угловое остекление',
      description: 'Окна сходятся в углу без простенка: панорама на две стороны и много утреннего света.',
    })
  if (has('terrace'))
    features.push({
      title: `Терраса ${ruArea(f.terrace)}`,
      description: 'Выход прямо из квартиры: место для завтраков, шезлонгов и кадок с растениями.',
    })
  if (f.master) {
    features.push({
      title: 'Мастер-спальня',
      description: ensuite
        ? 'Собственный санузел' + (f.wardrobe ? ' и гардеробная' : '') + ' за спальней: утренние сборы не пересекаются с остальной семьёй.'
        : `Самая просторная спальня — ${ruArea(f.master)}, с местом для кровати, туалетного столика и кресла.`,
    })
  }
  if (f.wardrobe)
    features.push({
      title: `Гардеробная ${ruArea(f.wardrobe)}`,
      description: 'Отдельная комната для одежды, обуви и чемоданов — шкафы в спальнях не понадобятся.',
    })
  if (f.bathrooms >= 2)
    features.push({
      title: `${f.bathrooms === 2 ? 'Два' : f.bathrooms} санузла`,
      description: 'Ванная для семьи и отдельный санузел — утром никто не ждёт своей очереди.',
    })
  if (has('water_view'))
    features.push({
      title: 'Вид на воду',
      description: 'Окна обращены к реке: небо и вода меняются каждый час и становятся частью интерьера.',
    })
  if (has('dual_aspect'))
    features.push({ title: 'Окна на две стороны', description: 'Солнце утром и вечером, сквозное проветривание в жаркие дни.' })
  if (high)
    features.push({
      title: 'Высокие потолки',
      description: 'Высота 3,3 м: больше воздуха и света, комнаты ощущаются просторнее своей площади.',
    })
  if (f.laundry)
    features.push({ title: 'Постирочная', description: 'Стиральная и сушильная машины вынесены из ванной в отдельное помещение.' })
  if (f.storage)
    features.push({
      title: `Кладовая ${ruArea(f.storage)}`,
      description: 'Место для пылесоса, сезонных вещей и велосипедного шлема — не на виду.',
    })
  if (f.balcony)
    features.push({
      title: `Балкон ${ruArea(f.balcony)}`,
      description: 'Летом — завтраки на свежем воздухе, круглый год — место для растений.',
    })
  if (n >= 2 && !hasKitchenLiving)
    features.push({ title: 'Изолированные комнаты', description: 'Ни одна комната не проходная: двери выходят в прихожую.' })
  if (features.length < 3)
    features.push({
      title: 'Прихожая со шкафом',
      description: `Прихожая ${ruArea(f.hall)} со встроенным шкафом для верхней одежды у самого входа.`,
    })

  // ---- the characteristics table ----
  // The flat's own facts (total area, ceiling height) are the flat's, not the layout's: they are left out here.
  const table: { title: string; value: string }[] = [{ title: 'Жилая площадь', value: ruArea(f.living) }]
  if (n === 0) table.push({ title: 'Формат', value: 'студия' })
  else {
    table.push({ title: 'Комнат', value: String(n) })
    table.push({ title: 'Формат', value: spec.isEuro ? 'евроформат' : hasKitchenLiving ? 'с кухней-гостиной' : 'классический' })
  }
  if (hasKitchenLiving) table.push({ title: 'Кухня-гостиная', value: ruArea(f.kitchenLiving) })
  else if (f.kitchen) table.push({ title: 'Площадь кухни', value: ruArea(f.kitchen) })
  table.push({ title: 'Санузлов', value: String(f.bathrooms) })
  table.push({ title: 'Окна', value: f.windowSides >= 2 || has('dual_aspect') ? 'на две стороны' : 'на одну сторону' })
  if (f.terrace) table.push({ title: 'Терраса', value: ruArea(f.terrace) })
  else if (f.balcony) table.push({ title: 'Балкон', value: ruArea(f.balcony) })
  if (f.wardrobe) table.push({ title: 'Гардеробная', value: ruArea(f.wardrobe) })

  return {
    layout_feature_block: { title, description: [lead, ...extras].join(' ') },
    layout_features: features,
    default_features: table,
  }
}
