import type { RequestBlock } from '@/cms/payload-types'

import { art, type SeedData } from './seed-data'

/** Texts of the consultation form. */
export const requestBlock: SeedData<RequestBlock> = {
  title: 'Получить консультацию',
  description:
    'Подберём квартиру под ваши планы, рассчитаем ипотеку с учётом субсидий застройщика и запишем на экскурсию в шоурум с готовой отделкой.',
  button_text: 'отправить заявку',
  consent_text:
    'Нажимая кнопку, вы соглашаетесь на обработку персональных данных в соответствии с политикой конфиденциальности ГК «Горизонт».',
  success_title: 'Спасибо, заявка принята',
  success_text: 'Менеджер перезвонит в течение 15 минут в часы работы офиса продаж — ежедневно с 10:00 до 21:00.',
  image: art('request-office'),
}
