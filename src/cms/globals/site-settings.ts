import type { GlobalConfig } from 'payload'

import { adminCondition, adminField, draftedGlobal } from '../access'
import { draftVersions, livePreview } from '../versions'

/** Counters and scripts: a developer's settings, hidden from editors (a wrong value breaks analytics). */
const developerOnly = { access: { update: adminField }, admin: { condition: adminCondition } }

/** Per-site settings the marketing team changes without a deploy (drafts, history; previewed on the main page). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Настройки сайта',
  admin: { group: 'Настройки', livePreview: livePreview('main') },
  access: draftedGlobal,
  versions: draftVersions,
  fields: [
    { name: 'project_name', label: 'Название проекта', type: 'text', required: true, defaultValue: 'ЖК «Новая Заря»' },
    { name: 'developer_name', label: 'Застройщик', type: 'text' },
    { name: 'phone', label: 'Телефон отдела продаж', type: 'text', required: true },
    { name: 'email', label: 'E-mail отдела продаж', type: 'email' },
    { name: 'address', label: 'Адрес офиса продаж', type: 'text' },
    { name: 'working_hours', label: 'Часы работы', type: 'text' },
    {
      name: 'holidays',
      label: 'Праздничный график',
      type: 'group',
      fields: [
        { name: 'is_enabled', label: 'Показывать баннер', type: 'checkbox', defaultValue: false },
        { name: 'title', label: 'Заголовок', type: 'text' },
        { name: 'text', label: 'Текст', type: 'textarea' },
      ],
    },
    { name: 'old_site_url', label: 'Адрес старого сайта (для 404)', type: 'text' },
    {
      name: 'booking_url',
      label: 'Внешняя страница бронирования',
      type: 'text',
      admin: { description: 'Пусто — собственная страница бронирования' },
    },
    { name: 'metrika_counter_id', label: 'Счётчик Яндекс Метрики', type: 'text', ...developerOnly },
    {
      name: 'call_tracking',
      label: 'Коллтрекинг',
      type: 'group',
      ...developerOnly,
      fields: [
        { name: 'is_enabled', label: 'Включён', type: 'checkbox', defaultValue: false },
        { name: 'script_url', label: 'Скрипт', type: 'text' },
        { name: 'phone_class', label: 'CSS-класс номера', type: 'text' },
      ],
    },
    { name: 'legal_text', label: 'Юридическая информация в подвале', type: 'textarea' },
    {
      name: 'price_guard_percent',
      label: 'Порог изменения цены при импорте, %',
      type: 'number',
      min: 1,
      max: 100,
      defaultValue: 15,
      admin: {
        description:
          'Цена, изменившаяся при импорте прайса или синхронизации с CRM больше чем на эту долю, применяется только после подтверждения',
      },
    },
  ],
}
