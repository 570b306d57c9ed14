import { describe, expect, it } from 'vitest'

import { zodFields } from '@/server/api'

import { leadFormSchema, mailingFormSchema, MESSAGES, normalizePhone } from './leads.schema'

const fieldsOf = (schema: typeof leadFormSchema | typeof mailingFormSchema, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : zodFields(result.error)
}

describe('normalizePhone', () => {
  it.each([
    ['+7 (999) 123-45-67', '+79991234567'],
    ['8 999 123 45 67', '+79991234567'],
    ['89991234567', '+79991234567'],
    ['7-999-123-45-67', '+79991234567'],
    ['(812) 555-12-34', '+78125551234'],
    ['+7 800 555-35-35', '+78005553535'],
    ['  +79991234567  ', '+79991234567'],
  ])('%s → %s', (input, expected) => expect(normalizePhone(input)).toBe(expected))

  it.each([
    '',
    '12345',
    '+8 999 123 45 67',
    '+7 999 123 45 6',
    '+7 999 123 45 678',
    '+7 (712) 123-45-67',
    '8 999 abc 45 67',
    '+380 44 123 45 67',
  ])('refuses %o', (input) => expect(normalizePhone(input)).toBeNull())
})

describe('leadFormSchema', () => {
  it('accepts a consultation request and normalises it', () => {
    const lead = leadFormSchema.parse({ name: '  Анна-Мария  О’Нил ', phone: '8 (999) 123-45-67', utm_source: 'yandex', website: '' })
    expect(lead).toMatchObject({ type: 'consultation', name: 'Анна-Мария О’Нил', phone: '+79991234567', utm_source: 'yandex', website: '' })
  })

  it('says in Russian which required fields are missing', () => {
    expect(fieldsOf(leadFormSchema, {})).toEqual({ name: [MESSAGES.nameRequired], phone: [MESSAGES.phoneRequired] })
    expect(fieldsOf(leadFormSchema, { name: ' ', phone: '' })).toEqual({ name: [MESSAGES.nameRequired], phone: [MESSAGES.phoneRequired] })
  })

  it('says in Russian what is wrong with a filled field', () => {
    const fields = fieldsOf(leadFormSchema, { name: 'R2-D2', phone: '12345', comment: 'а'.repeat(1001), type: 'spam' })
    expect(fields).toEqual({
      name: [MESSAGES.nameFormat],
      phone: [MESSAGES.phoneFormat],
      comment: [MESSAGES.commentLength],
      type: [MESSAGES.typeUnknown],
    })
    expect(fieldsOf(leadFormSchema, { name: 'Я', phone: '+79991234567' })).toEqual({ name: [MESSAGES.nameLength] })
    expect(fieldsOf(leadFormSchema, { name: 'Я'.repeat(61), phone: '+79991234567' })).toEqual({ name: [MESSAGES.nameLength] })
  })

  it('accepts each lead type and a property reference given as a number', () => {
    for (const type of ['consultation', 'callback', 'booking', 'excursion']) {
      expect(leadFormSchema.parse({ type, name: 'Иван', phone: '+79991234567', property: 42 })).toMatchObject({ type, property: '42' })
    }
  })
})

describe('mailingFormSchema', () => {
  it('defaults consent to true and the request type to subscribe', () => {
    expect(mailingFormSchema.parse({ name: 'Ольга', email: ' Olga@Example.RU ' })).toEqual({
      name: 'Ольга',
      email: 'olga@example.ru',
      agree_advertising_mailings: true,
      request_type: 'subscribe',
    })
  })

  it('reads the consent checkbox the way forms send it', () => {
    expect(
      mailingFormSchema.parse({ name: 'Ольга', email: 'o@example.ru', agree_advertising_mailings: 'on' }).agree_advertising_mailings,
    ).toBe(true)
    expect(
      mailingFormSchema.parse({ name: 'Ольга', email: 'o@example.ru', agree_advertising_mailings: true }).agree_advertising_mailings,
    ).toBe(true)
  })

  it.each(['false', '0', 'off', false])('refuses consent %o with the SPEC message', (consent) => {
    expect(fieldsOf(mailingFormSchema, { name: 'Ольга', email: 'o@example.ru', agree_advertising_mailings: consent })).toEqual({
      agree_advertising_mailings: ['пожалуйста, отметьте согласие на получение рекламной рассылки'],
    })
  })

  it('says in Russian what is wrong with the name and the e-mail', () => {
    expect(fieldsOf(mailingFormSchema, {})).toEqual({ name: [MESSAGES.nameRequired], email: [MESSAGES.emailRequired] })
    expect(fieldsOf(mailingFormSchema, { name: '<b>', email: 'olga@' })).toEqual({
      name: [MESSAGES.nameFormat],
      email: [MESSAGES.emailFormat],
    })
  })
})
