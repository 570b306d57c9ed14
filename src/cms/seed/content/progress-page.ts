import type { ProgressPage } from '@/cms/payload-types'

import { art, type SeedData } from './seed-data'

export const progressPage: SeedData<ProgressPage> = {
  title: 'Ход строительства',
  description:
    'Каждый месяц публикуем фотоотчёт со стройплощадки. Корпуса 1 и 2 сданы в 2025 году, корпуса 3 и 4 ' +
    'будут введены в IV квартале 2027 года, корпус 5 — во II квартале 2028 года. Подпишитесь на рассылку, ' +
    'чтобы получать новые отчёты первыми.',
  panorama_card: {
    title: 'Панорама стройки 360°',
    text:
      'Посмотрите на квартал с высоты крана: сданные корпуса 1–2, фасады корпусов 3–4 и каркас корпуса 5. ' +
      'Панораму обновляем раз в квартал.',
    image: art('panorama-construction'),
    date: '2026-11-25T09:00:00.000Z',
  },
}
