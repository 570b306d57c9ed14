import type { GlobalConfig } from 'payload'

import { draftedGlobal } from '../access'
import { advantageBlock, contentBlock, datePicker, image, imageList, items, link } from '../fields'
import { draftVersions, livePreview, type PreviewPage } from '../versions'

/** A page of the site: drafts, history and scheduled publishing, previewed live on the page itself. */
const page = (preview: PreviewPage) => ({
  admin: { group: 'Сайт', livePreview: livePreview(preview) },
  access: draftedGlobal,
  versions: draftVersions,
})

/** Main page data of SPEC §3. */
export const MainPage: GlobalConfig = {
  slug: 'main-page',
  label: 'Главная',
  ...page('main'),
  fields: [
    {
      name: 'screens',
      label: 'Первые экраны',
      type: 'array',
      labels: { singular: 'Экран', plural: 'Экраны' },
      fields: [
        { name: 'title', label: 'Заголовок', type: 'text', required: true },
        { name: 'subtitle', label: 'Подзаголовок', type: 'textarea' },
        image('image', 'Изображение', true),
        link('button', 'Кнопка'),
      ],
    },
    contentBlock('developer', 'О застройщике', [items('stats', 'Цифры', [{ name: 'value', label: 'Значение', type: 'text' }])]),
    contentBlock('story', 'История проекта'),
    contentBlock('layout_block', 'Блок планировок', [link('button', 'Кнопка')]),
    // Words only: the cards' «от … м²» and «от … млн ₽» come from the live catalogue, so they match the list.
    items('layouts', 'Планировки', [
      {
        name: 'rooms',
        label: 'Комнат',
        type: 'number',
        admin: { description: 'Площадь и цена «от» считаются по квартирам в продаже с этим числом комнат (0 — студии).' },
      },
      { name: 'url', label: 'Ссылка', type: 'text' },
    ]),
    advantageBlock('advantage_first', 'Преимущества (первый блок)'),
    contentBlock('feature', 'Особенности'),
    {
      name: 'video',
      label: 'Видео',
      type: 'group',
      fields: [
        { name: 'title', label: 'Заголовок', type: 'text' },
        { name: 'description', label: 'Описание', type: 'textarea' },
        {
          name: 'heroes',
          label: 'Герои',
          type: 'array',
          labels: { singular: 'Герой', plural: 'Герои' },
          fields: [
            { name: 'name', label: 'Имя', type: 'text', required: true },
            { name: 'role', label: 'Кто это', type: 'text' },
            { name: 'quote', label: 'Цитата', type: 'textarea' },
            { name: 'video_url', label: 'Видео (ссылка)', type: 'text' },
            image('poster', 'Обложка'),
          ],
        },
        {
          name: 'history',
          label: 'История',
          type: 'group',
          fields: [
            { name: 'title', label: 'Заголовок', type: 'text' },
            { name: 'video_url', label: 'Видео (ссылка)', type: 'text' },
            image('poster', 'Обложка'),
          ],
        },
      ],
    },
    image('video_avatar', 'Аватар видео'),
    advantageBlock('advantage_second', 'Преимущества (второй блок)'),
    imageList('gallery_slides', 'Слайды галереи'),
    contentBlock('gallery', 'Галерея'),
  ],
}

/** Sunrise (corner windows) page data of SPEC §3. */
export const SunrisePage: GlobalConfig = {
  slug: 'sunrise-page',
  label: 'Окна-рассвет',
  ...page('sunrise'),
  fields: [
    contentBlock('main_screen', 'Первый экран'),
    contentBlock('advantages_windows_block', 'Преимущества окон'),
    contentBlock('sunrises_layout_block', 'Планировки с окнами-рассвет', [link('button_link', 'Кнопка')]),
    contentBlock('features_corner_glazing_block', 'Особенности углового остекления'),
    advantageBlock('advantage_block', 'Преимущества'),
    contentBlock('corner_glazing_block', 'Угловое остекление'),
    contentBlock('about_windows_block', 'Об окнах'),
  ],
}

/** Yards (parks and courtyards) page data of SPEC §3. */
export const YardsPage: GlobalConfig = {
  slug: 'yards-page',
  label: 'Дворы',
  ...page('yards'),
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'description', label: 'Описание', type: 'textarea' },
    imageList('slider_main_screen_items', 'Слайдер первого экрана'),
    contentBlock('communication_area_block', 'Зона общения'),
    advantageBlock('advantage_block', 'Преимущества'),
    contentBlock('park_features_block', 'Парк'),
    contentBlock('settle_down_nearby_block_first', 'Поселиться рядом (1)'),
    contentBlock('settle_down_nearby_block_second', 'Поселиться рядом (2)'),
    imageList('gallery_slides', 'Галерея'),
    contentBlock('sport_block', 'Спорт'),
    contentBlock('herbarium_block', 'Гербарий'),
  ],
}

/** Location (infrastructure) page data of SPEC §3. */
export const LocationPage: GlobalConfig = {
  slug: 'location-page',
  label: 'Расположение',
  ...page('location'),
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'description', label: 'Описание', type: 'textarea' },
    {
      name: 'map',
      label: 'Карта',
      type: 'group',
      fields: [
        { name: 'center_lat', label: 'Широта центра', type: 'number' },
        { name: 'center_lng', label: 'Долгота центра', type: 'number' },
        { name: 'zoom', label: 'Масштаб', type: 'number', defaultValue: 14 },
        {
          name: 'points',
          label: 'Точки',
          type: 'array',
          labels: { singular: 'Точка', plural: 'Точки' },
          fields: [
            { name: 'title', label: 'Название', type: 'text', required: true },
            { name: 'category', label: 'Категория', type: 'text' },
            { name: 'lat', label: 'Широта', type: 'number', required: true },
            { name: 'lng', label: 'Долгота', type: 'number', required: true },
            { name: 'minutes', label: 'Минут пешком', type: 'number' },
          ],
        },
      ],
    },
    {
      name: 'district_panorama',
      label: 'Панорама района',
      type: 'group',
      fields: [{ name: 'title', label: 'Заголовок', type: 'text' }, image('image', 'Панорама 360° (сферическая, кадр 2:1)')],
    },
    contentBlock('points_attraction', 'Точки притяжения'),
    contentBlock('school_kindergarten', 'Школа и детский сад'),
  ],
}

/** Mortgage page data: intro and FAQs. */
export const MortgagePage: GlobalConfig = {
  slug: 'mortgage-page',
  label: 'Ипотека',
  ...page('mortgage'),
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'description', label: 'Описание', type: 'textarea' },
    {
      name: 'faqs',
      label: 'Вопросы и ответы',
      type: 'array',
      labels: { singular: 'Вопрос', plural: 'Вопросы' },
      fields: [
        { name: 'question', label: 'Вопрос', type: 'text', required: true },
        { name: 'answer', label: 'Ответ', type: 'textarea', required: true },
      ],
    },
  ],
}

/** Construction progress page: the panorama card and the mailing texts. */
export const ProgressPage: GlobalConfig = {
  slug: 'progress-page',
  label: 'Страница «Ход строительства»',
  ...page('progress'),
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'description', label: 'Описание', type: 'textarea' },
    {
      name: 'panorama_card',
      label: 'Карточка панорамы',
      type: 'group',
      fields: [
        { name: 'title', label: 'Заголовок', type: 'text' },
        { name: 'text', label: 'Текст', type: 'textarea' },
        image('image', 'Панорама 360°'),
        { name: 'date', label: 'Дата съёмки', type: 'date', admin: { date: datePicker(false) } },
      ],
    },
  ],
}
