import type { Lead, MortgageProgram, Property } from '@/cms/payload-types'

import { leadRecord } from '../record'

export const property = {
  id: 7,
  ref_id: 'NZ-1-112',
  type: 'flat',
  number: '112',
  rooms: 2,
  area: 54.3,
  floor: 7,
  price: 12_450_000,
} as Property

export const program = { id: 3, name: 'Семейная ипотека', bank: 2, rate: 6 } as MortgageProgram

/** A stored lead as the worker reads it (property and programme populated), as a delivery record. */
export function leadFixture(id: number, overrides: Partial<Lead> = {}) {
  return leadRecord({
    id,
    type: 'booking',
    name: 'Ольга Петрова',
    phone: `+7921555${String(id).padStart(4, '0')}`,
    email: `olga${id}@example.ru`,
    comment: 'Перезвоните после 18:00',
    property,
    booked_price: 12_450_000,
    hold_until: '2026-11-25T11:05:00.000Z',
    page_url: 'https://novaya-zarya.example/booking?ID=NZ-1-112',
    utm_source: 'yandex',
    utm_medium: 'cpc',
    utm_campaign: 'autumn',
    createdAt: '2026-11-22T11:05:00.000Z',
    updatedAt: '2026-11-22T11:05:00.000Z',
    ...overrides,
  } as Lead)
}
