/** A flat detail as the API answers it, for the tests of this folder (never imported by product code). */
import type { ImageDto } from '@/features/content'
import type { PropertyDetail } from '@/features/properties'

/** An image DTO with the same file for every size (plans are SVG). */
export function testImage(url: string, alt: string): ImageDto {
  const size = { url, width: 1200, height: 900 }
  return { ...size, alt, sizes: { card: size, wide: size } }
}

/** An instalment plan as the card's DTO carries it (the demo's 0 % plan for handed-over buildings). */
export const INSTALMENT: NonNullable<PropertyDetail['instalment']> = {
  program_id: 3,
  program: 'Рассрочка 0 % для сданных корпусов',
  bank: 'Ладога Банк',
  initial_payment: 35,
  first_payment: 4_357_500,
  monthly_payment: 168_802,
  term: 4,
  rate: 0,
}

/** A 2-room flat in корпус 3, секция 2; override any field. */
export function flatDetail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 123,
    ref_id: 'NZ-3-2-123',
    type: { value: 'flat', label: 'Квартира' },
    status: { value: 'available', label: 'В продаже' },
    rooms: 2,
    rooms_label: '2-комн.',
    is_euro: false,
    area: 54.3,
    floor: 7,
    number: '123',
    building: 3,
    section: 2,
    building_id: 3,
    section_id: 9,
    price: 12_450_000,
    old_price: 13_100_000,
    discount_percent: 5,
    price_per_m2: 229_282,
    finishing_kind: { value: 'finish', label: 'чистовая' },
    features: [{ value: 'corner_glazing', label: 'угловое остекление' }],
    orientation: { value: 'se', label: 'юго-восток' },
    ceiling_height: 2.85,
    completion: { value: '2027-4', label: '4 кв. 2027' },
    full_mortgage_payment: 48_300,
    full_mortgage_offer: {
      program_id: 7,
      program: 'Семейная ипотека',
      bank: 'Северный капитал Банк',
      rate: 6,
      initial_payment: 20,
      term: 30,
      borrowers: 'семьям с ребёнком до 6 лет',
      conditions: null,
    },
    price_drop: null,
    plan: testImage('/cms-api/media/file/plan-2K-01.svg', 'Планировка 2K-01: 2-комнатная, 54,3 м²'),
    layout: {
      id: 19,
      code: '2K-01',
      virtual_tour: null,
      gallery: [],
      layout_feature_block: { title: 'Двухкомнатная с кухней-гостиной', description: 'Спальня отделена от гостиной коридором.' },
      floor_position: null,
    },
    window_view: null,
    layout_features: [{ title: 'Кухня-гостиная', description: 'Окно в торце и место для большого стола.' }],
    default_features: [{ title: 'Жилая площадь', value: '31,2 м²' }],
    building_info: {
      id: 3,
      number: 3,
      name: 'Корпус 3',
      address: 'Санкт-Петербург, Заречная наб., 12, корп. 3',
      completion_status: 'стройка',
      ready_year: 2027,
      ready_quarter: 4,
      ready_label: '4 кв. 2027',
      total_floors: 18,
      documents: {
        declaration_url: 'https://наш.дом.рф/сервисы/каталог-новостроек/объект/58203',
        permit_number: '78-15-0127-2024',
        permit_date: '2024-04-09',
        escrow_bank: 'Ладога Банк',
        delivery_date: '2027-11-30',
        keys_date: '2028-02-28',
        date_moves: [{ kind: 'delivery', from: '2027-09-30', to: '2027-11-30', moved_at: '2026-06-03' }],
      },
    },
    instalment: null,
    section_info: { id: 9, number: 2, title: 'Корпус 3, секция 2', completion_status: 'стройка', total_floors: 16 },
    ...overrides,
  }
}
