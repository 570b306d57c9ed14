import type { SiteSetting } from '@/cms/payload-types'

import type { SeedData } from './seed-data'

/** Contacts, hours and the holiday banner (enabled, so the demo shows the schedule banner). */
export const siteSettings: SeedData<SiteSetting> = {
  project_name: 'ЖК «Новая Заря»',
  developer_name: 'ГК «Горизонт»',
  phone: '+7 (812) 555-35-35',
  email: 'sales@novaya-zarya.example',
  address: 'Санкт-Петербург, Заречная наб., 12, корп. 1',
  working_hours: 'Ежедневно с 10:00 до 21:00',
  holidays: {
    is_enabled: true,
    title: 'График офиса продаж в новогодние праздники',
    text: '31 декабря офис продаж работает до 16:00, 1 и 2 января — выходные. С 3 января ждём вас как обычно, ежедневно с 10:00 до 21:00. Заявку на сайте можно оставить в любой день: менеджер перезвонит в первый рабочий час.',
  },
  old_site_url: '',
  booking_url: '',
  metrika_counter_id: '',
  call_tracking: { is_enabled: false, script_url: '', phone_class: '' },
  legal_text:
    'Застройщик — ООО «СЗ «Горизонт Новая Заря», входит в ГК «Горизонт». Проектная декларация опубликована на сайте наш.дом.рф. Сведения на сайте не являются публичной офертой. Изображения и планировки носят иллюстративный характер, цены и условия действуют на дату публикации и могут измениться.',
}
