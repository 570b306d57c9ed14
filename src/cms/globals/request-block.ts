import type { GlobalConfig } from 'payload'

import { anyone, editors } from '../access'
import { image } from '../fields'

/** Texts of the consultation form (/api/requests/request_block/). */
export const RequestBlock: GlobalConfig = {
  slug: 'request-block',
  label: 'Форма заявки',
  admin: { group: 'Сайт' },
  access: { read: anyone, update: editors },
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'description', label: 'Описание', type: 'textarea' },
    { name: 'button_text', label: 'Текст кнопки', type: 'text' },
    { name: 'consent_text', label: 'Текст согласия', type: 'textarea' },
    { name: 'success_title', label: 'Заголовок успеха', type: 'text' },
    { name: 'success_text', label: 'Текст успеха', type: 'textarea' },
    image('image', 'Изображение'),
  ],
}
