import type { DateField, Field, NumberField } from 'payload'

/** Dates in the admin as Russian managers write them: 22.11.2026, 24-hour time. */
export const DATE_FORMAT = 'dd.MM.yyyy'
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm'

/** The calendar's own words (react-datepicker's props, in English whatever the locale: «Time», «Next Month»). */
export const PICKER_WORDS = {
  timeCaption: 'Время',
  timeInputLabel: 'Время',
  previousMonthButtonLabel: 'Предыдущий месяц',
  nextMonthButtonLabel: 'Следующий месяц',
  previousMonthAriaLabel: 'Предыдущий месяц',
  nextMonthAriaLabel: 'Следующий месяц',
  chooseDayAriaLabelPrefix: 'Выбрать',
  disabledDayAriaLabelPrefix: 'Недоступно',
}

/** The date picker settings of a day (`time` false) or a moment (`time` true) field. */
export const datePicker = (time: boolean): NonNullable<DateField['admin']>['date'] =>
  time
    ? { pickerAppearance: 'dayAndTime', displayFormat: DATE_TIME_FORMAT, timeFormat: 'HH:mm', timeIntervals: 15, overrides: PICKER_WORDS }
    : { pickerAppearance: 'dayOnly', displayFormat: DATE_FORMAT, overrides: PICKER_WORDS }

/** A ruble amount: grouped by thousands in the form and in list cells ('12 910 000 ₽'). */
export const money = (
  name: string,
  label: string,
  extra: { required?: boolean; min?: number; admin?: NumberField['admin'] } = {},
): NumberField =>
  ({
    name,
    label,
    type: 'number',
    min: 0,
    ...extra,
    admin: {
      ...extra.admin,
      components: { Field: '/cms/admin/money-field#MoneyField', Cell: '/cms/admin/rub-cell#RubCell', ...extra.admin?.components },
    },
  }) as NumberField

import { FEATURE_TAGS } from '../options'

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
  labels: { singular: 'Изображение', plural: 'Изображения' },
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
  labels: { singular: 'Пункт', plural: 'Пункты' },
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

/** Whether a building must be handed over, under construction, or either. */
export const COMPLETION_SCOPES = [
  { value: 'any', label: 'Любые корпуса' },
  { value: 'construction', label: 'Только строящиеся' },
  { value: 'completed', label: 'Только сданные' },
] as const

/**
 * Which properties a mortgage programme or a promotion applies to (a promo or a rate shows only on the
 * properties it applies to). Every condition left empty means "no limit"; the conditions add up.
 */
export const appliesTo = (extra: Field[] = []): Field => ({
  name: 'applies_to',
  label: 'К каким помещениям относится',
  type: 'group',
  admin: { description: 'Пустое условие не ограничивает. Заполненные условия действуют вместе.' },
  fields: [
    ...extra,
    { name: 'buildings', label: 'Корпуса', type: 'relationship', relationTo: 'buildings', hasMany: true },
    {
      name: 'completion',
      label: 'Готовность корпуса',
      type: 'select',
      options: COMPLETION_SCOPES.map((o) => ({ ...o })),
      defaultValue: 'any',
    },
    {
      name: 'features',
      label: 'Особенности помещения',
      type: 'select',
      hasMany: true,
      options: FEATURE_TAGS.map((o) => ({ ...o })),
      admin: { description: 'Хотя бы одна из отмеченных' },
    },
  ],
})
