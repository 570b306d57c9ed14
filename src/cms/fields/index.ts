import type { Field } from 'payload'

/** An image from the media library. */
export const image = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
})

/** A list of images (galleries, sliders). */
export const imageList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [image('image', 'Изображение', true), { name: 'caption', label: 'Подпись', type: 'text' }],
})

/** A call-to-action: button text and target. */
export const link = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'text', label: 'Текст кнопки', type: 'text' },
    { name: 'url', label: 'Ссылка', type: 'text' },
  ],
})

/** Title + text items, the building brick of most content blocks. */
export const items = (name: string, label: string, extra: Field[] = []): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'text', label: 'Текст', type: 'textarea' },
    image('image', 'Изображение'),
    ...extra,
  ],
})

/** A titled block with text, an image and a list of items. */
export const contentBlock = (name: string, label: string, extra: Field[] = []): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text' },
    { name: 'description', label: 'Описание', type: 'textarea' },
    image('image', 'Изображение'),
    items('items', 'Пункты'),
    ...extra,
  ],
})

/** The advantage block of SPEC §3: advantages, button, project link, responsive subtitles, help text. */
export const advantageBlock = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text' },
    { name: 'subtitle', label: 'Подзаголовок', type: 'textarea' },
    { name: 'subtitle_tablet', label: 'Подзаголовок (планшет)', type: 'textarea' },
    { name: 'subtitle_mobile', label: 'Подзаголовок (телефон)', type: 'textarea' },
    { name: 'help_text', label: 'Подсказка', type: 'text' },
    { name: 'text_button', label: 'Текст кнопки', type: 'text' },
    { name: 'project_url', label: 'Ссылка кнопки', type: 'text' },
    items('advantages', 'Преимущества', [{ name: 'value', label: 'Цифра', type: 'text' }]),
  ],
})
