// @vitest-environment node
import { describe, expect, it } from 'vitest'

import type { Lead, Property, Subscriber } from '@/cms/payload-types'

import { emailMessage, webhookBody } from './message'
import { leadRecord, propertyLabel, subscriberRecord } from './record'

const property = {
  id: 7,
  ref_id: 'NZ-1-112',
  type: 'flat',
  number: '112',
  status: 'booked',
  rooms: 2,
  area: 54.3,
  floor: 7,
  price: 12_450_000,
} as Property

const booking = {
  id: 42,
  type: 'booking',
  name: 'Ольга <Петрова>',
  phone: '+79215551234',
  property,
  booked_price: 12_450_000,
  hold_until: '2026-11-25T11:05:00.000Z',
  page_url: 'https://novaya-zarya.example/booking?ID=NZ-1-112',
  utm_source: 'yandex',
  utm_campaign: 'autumn',
  createdAt: '2026-11-22T11:05:00.000Z',
  updatedAt: '2026-11-22T11:05:00.000Z',
} as Lead

describe('propertyLabel', () => {
  it('names the flat as a manager looks it up', () => {
    expect(propertyLabel(property)).toBe('Квартира № 112, 2-комн., 54,3\u00a0м², этаж 7 (код NZ-1-112)')
    expect(propertyLabel({ ...property, rooms: 0 })).toContain('студия')
    expect(propertyLabel({ ...property, type: 'parking', rooms: null, area: 13.25, number: 'P-4' })).toBe(
      'Машино-место № P-4, 13,3\u00a0м², этаж 7 (код NZ-1-112)',
    )
  })
})

describe('emailMessage for a lead', () => {
  const message = emailMessage(leadRecord(booking))

  it('is titled «Новая заявка с сайта ЖК «Новая Заря»»', () => {
    expect(message.subject).toBe('Новая заявка с сайта ЖК «Новая Заря»')
    expect(message.text.split('\n')[0]).toBe('Новая заявка с сайта ЖК «Новая Заря»')
  })

  it('lists the filled fields in Russian, with the booking terms in Moscow time, and leaves out empty ones', () => {
    expect(message.text).toBe(
      [
        'Новая заявка с сайта ЖК «Новая Заря»',
        '',
        'Тип заявки: Бронирование',
        'Имя: Ольга <Петрова>',
        'Телефон: +79215551234',
        'Помещение: Квартира № 112, 2-комн., 54,3\u00a0м², этаж 7 (код NZ-1-112)',
        'Зафиксированная цена: 12\u00a0450\u00a0000\u00a0₽',
        'Бронь действует до: 25 ноября 2026, 14:05 (МСК)',
        'Страница: https://novaya-zarya.example/booking?ID=NZ-1-112',
        'UTM-метки: utm_source=yandex, utm_campaign=autumn',
        'Создана: 22 ноября 2026, 14:05 (МСК)',
        'Номер заявки: 42',
        '',
      ].join('\n'),
    )
    expect(message.text).not.toMatch(/E-mail|Комментарий/)
  })

  it('escapes what the visitor typed in the HTML part', () => {
    expect(message.html).toContain('Ольга &lt;Петрова&gt;')
    expect(message.html).not.toContain('<Петрова>')
    expect(message.html).toContain('<h1')
  })
})

describe('emailMessage for a subscriber', () => {
  it('has its own title and the consent', () => {
    const subscriber = {
      id: 3,
      name: 'Иван',
      email: 'ivan@example.com',
      agree_advertising_mailings: true,
      createdAt: '2026-11-22T11:05:00.000Z',
      updatedAt: '2026-11-22T11:05:00.000Z',
    } as Subscriber
    const message = emailMessage(subscriberRecord(subscriber))
    expect(message.subject).toBe('Новая подписка на рассылку с сайта ЖК «Новая Заря»')
    expect(message.text).toContain('E-mail: ivan@example.com')
    expect(message.text).toContain('Согласие на рекламную рассылку: да')
  })
})

describe('webhookBody', () => {
  it('carries the event, a stable delivery id, the send time and the lead fields', () => {
    const body = JSON.parse(webhookBody(leadRecord(booking), new Date('2026-11-22T11:06:00.000Z')))
    expect(body).toMatchObject({
      event: 'lead.created',
      delivery_id: 'lead-42',
      sent_at: '2026-11-22T11:06:00.000Z',
      lead: {
        id: 42,
        type: 'booking',
        type_label: 'Бронирование',
        name: 'Ольга <Петрова>',
        phone: '+79215551234',
        property: { id: 7, ref_id: 'NZ-1-112', rooms: 2, area: 54.3, price: 12_450_000 },
        booked_price: 12_450_000,
        hold_until: '2026-11-25T11:05:00.000Z',
        utm: { utm_source: 'yandex', utm_campaign: 'autumn' },
      },
    })
  })
})
