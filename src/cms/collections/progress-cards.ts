import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { draftedContent } from '../access'
import { datePicker, imageList } from '../fields'
import { draftVersions, livePreview } from '../versions'

const moscowDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit' })

/** The report's year and month in the complex's time zone (Saint Petersburg), from its date. */
export function reportPeriod(date: unknown): { year: number; month: number } | null {
  if (typeof date !== 'string' && !(date instanceof Date)) return null
  const at = new Date(date)
  if (Number.isNaN(at.getTime())) return null
  const parts = Object.fromEntries(moscowDay.formatToParts(at).map((p) => [p.type, p.value]))
  return { year: Number(parts.year), month: Number(parts.month) }
}

/**
 * The editor gives the report's date once; the year and month the site groups by (the year tabs, the API's
 * ?year=) follow from it, so they can never disagree with it.
 */
const periodFromDate: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const period = reportPeriod(data?.date ?? originalDoc?.date)
  return period && data ? { ...data, ...period } : data
}

/** A monthly construction report (ход строительства). */
export const ProgressCards: CollectionConfig = {
  slug: 'progress-cards',
  labels: { singular: 'Отчёт о стройке', plural: 'Отчёты о стройке' },
  admin: {
    useAsTitle: 'title',
    group: 'Сайт',
    defaultColumns: ['title', 'date', '_status', 'updatedAt'],
    livePreview: livePreview('progress'),
  },
  access: draftedContent,
  versions: draftVersions,
  defaultSort: '-date',
  hooks: { beforeValidate: [periodFromDate] },
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'date', label: 'Дата отчёта', type: 'date', required: true, index: true, admin: { date: datePicker(false) } },
    // Derived from the date (periodFromDate); kept as columns for the year filter and the API.
    { name: 'year', label: 'Год', type: 'number', required: true, index: true, admin: { hidden: true } },
    { name: 'month', label: 'Месяц', type: 'number', required: true, min: 1, max: 12, admin: { hidden: true } },
    { name: 'text', label: 'Текст', type: 'textarea' },
    { name: 'buildings', label: 'Корпуса', type: 'relationship', relationTo: 'buildings', hasMany: true },
    imageList('photos', 'Фотографии'),
  ],
}
