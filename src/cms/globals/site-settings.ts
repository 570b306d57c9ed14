import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '../access'

/** Per-site settings the marketing team changes without a deploy. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Настройки сайта',
  admin: { group: 'Сайт' },
  access: { read: anyone, update: staffOnly },
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
    { name: 'booking_url', label: 'Внешняя страница бронирования', type: 'text', admin: { description: 'Пусто — собственная страница бронирования' } },
    { name: 'metrika_counter_id', label: 'Счётчик Яндекс Метрики', type: 'text' },
    {
      name: 'call_tracking',
      label: 'Коллтрекинг',
      type: 'group',
      fields: [
        { name: 'is_enabled', label: 'Включён', type: 'checkbox', defaultValue: false },
        { name: 'script_url', label: 'Скрипт', type: 'text' },
        { name: 'phone_class', label: 'CSS-класс номера', type: 'text' },
      ],
    },
    { name: 'legal_text', label: 'Юридическая информация в подвале', type: 'textarea' },
  ],
}
