import { describe, expect, it } from 'vitest'

import { reportPeriod } from '../collections/progress-cards'
import { DELIVERY_NOT_CONFIGURED, deliveryStatusText } from '../options'
import { isPublicChange } from '../hooks/emit-change'
import { holdActionSchema } from './booking-hold'
import { startOfMoscowDay } from './dashboard-summary'
import { missingHoldDeadline } from '../collections/properties'
import { changesRole, staffRead } from '../collections/users'
import { formFieldRows } from './form-fields'
import { initialsOf } from './initials'
import { appendNotes, changedBuyerFields, rewritesNotes } from './lead-workflow'
import { groupDigits, parseRubles } from './money-text'

describe('money in the admin', () => {
  it('groups rubles by thousands and reads back whatever was typed', () => {
    expect(groupDigits(12_910_000)).toBe('12\u00a0910\u00a0000')
    expect(groupDigits(null)).toBe('')
    expect(parseRubles('12 910 000 ₽')).toBe(12_910_000)
    expect(parseRubles('12\u00a0910\u00a0000')).toBe(12_910_000)
    expect(parseRubles('  ')).toBeNull()
  })
})

describe('what announces a change to the site', () => {
  const row = (status: string) => async () => status
  it('a publish, an unpublish and a document without drafts do; a draft save or an autosave does not', async () => {
    expect(await isPublicChange({ _status: 'published' }, { _status: 'draft' }, row('published'))).toBe(true)
    expect(await isPublicChange({}, {}, row('x'))).toBe(true)
    // A draft over a draft: nothing public changed, and the row is not even read.
    expect(await isPublicChange({ _status: 'draft' }, { _status: 'draft' }, () => Promise.reject(new Error('read')))).toBe(false)
    // A draft over a published document: the main row tells a draft save (still published) from an unpublish.
    expect(await isPublicChange({ _status: 'draft' }, { _status: 'published' }, row('published'))).toBe(false)
    expect(await isPublicChange({ _status: 'draft' }, { _status: 'published' }, row('draft'))).toBe(true)
  })
})

describe('the construction report', () => {
  it('takes its year and month from its one date, in Saint Petersburg time', () => {
    expect(reportPeriod('2026-03-25T12:00:00.000Z')).toEqual({ year: 2026, month: 3 })
    // 31 December 22:30 UTC is already 1 January in Moscow.
    expect(reportPeriod('2025-12-31T22:30:00.000Z')).toEqual({ year: 2026, month: 1 })
    expect(reportPeriod('not a date')).toBeNull()
    expect(reportPeriod(undefined)).toBeNull()
  })
})

describe('the lead comment thread', () => {
  const now = '2026-11-25T10:00:00.000Z'
  it('keeps saved notes as written and stamps the new ones with the author and time', () => {
    const saved = [{ id: 'a', text: 'Перезвонить', author: 3, at: '2026-11-24T09:00:00.000Z' }]
    const result = appendNotes(saved, [{ id: 'a', text: 'Изменено' }, { text: '  Договорились на пятницу ' }, { text: '   ' }], 5, now)
    expect(result).toEqual([saved[0], { text: 'Договорились на пятницу', author: 5, at: now }])
  })
  it('ignores an attempt to remove a saved note', () => {
    const saved = [{ id: 'a', text: 'Перезвонить', author: 3, at: now }]
    expect(appendNotes(saved, [], 5, now)).toEqual(saved)
  })
  it('tells a rewrite or a removal of a saved note (which the save refuses) from the thread posted back as it was', () => {
    const saved = [{ id: 'a', text: 'Перезвонить', author: 3, at: now }]
    expect(rewritesNotes(saved, [{ id: 'a', text: 'Перезвонить' }, { text: 'Новый' }])).toBe(false)
    expect(rewritesNotes(saved, undefined)).toBe(false)
    expect(rewritesNotes(saved, [{ id: 'a', text: 'Подделка' }])).toBe(true)
    expect(rewritesNotes(saved, [{ text: 'Новый' }])).toBe(true)
  })
})

describe("the buyer's own fields on a lead", () => {
  const lead = { name: 'Пётр', phone: '+79211234567', email: null, comment: 'Позвоните после 18' }
  it('counts only a real change: the admin form posts every field back, empty ones as empty', () => {
    expect(changedBuyerFields({ ...lead, email: '', status: 'in_progress' }, lead)).toEqual([])
    expect(changedBuyerFields({ status: 'done' }, lead)).toEqual([])
    expect(changedBuyerFields({ ...lead, comment: 'Не звонить' }, lead)).toEqual(['comment'])
    expect(changedBuyerFields({ phone: '+79990000000', email: 'a@b.ru' }, lead)).toEqual(['phone', 'email'])
  })
  it('shows the submitted form as rows in Russian, «Да»/«Нет» for a checkbox, the key for a field it does not know', () => {
    expect(formFieldRows({ name: 'Пётр', agree_advertising_mailings: true, utm_source: 'yandex', extra: 12.5, empty: '' })).toEqual([
      { key: 'name', label: 'Имя', value: 'Пётр' },
      { key: 'agree_advertising_mailings', label: 'Согласие на рассылку', value: 'Да' },
      { key: 'utm_source', label: 'Источник (utm_source)', value: 'yandex' },
      { key: 'extra', label: 'extra', value: '12,5' },
      { key: 'empty', label: 'empty', value: '—' },
    ])
    expect(formFieldRows({ type: 'callback' })).toEqual([{ key: 'type', label: 'Тип заявки', value: 'Обратный звонок' }])
    expect(formFieldRows(null)).toEqual([])
    expect(formFieldRows([1, 2])).toEqual([])
  })
})

describe('the booking hold actions', () => {
  it('accepts an extension of 1–14 days or a release, nothing else', () => {
    expect(holdActionSchema.safeParse({ action: 'extend', days: 3 }).success).toBe(true)
    expect(holdActionSchema.safeParse({ action: 'release' }).success).toBe(true)
    for (const bad of [
      { action: 'extend', days: 0 },
      { action: 'extend', days: 15 },
      { action: 'extend', days: 1.5 },
      { action: 'sell' },
      null,
    ])
      expect(holdActionSchema.safeParse(bad).success).toBe(false)
  })
})

describe('the dashboard and the delivery column', () => {
  it('counts "today" from midnight in Moscow', () => {
    expect(startOfMoscowDay(new Date('2026-11-25T20:59:00.000Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z')
    expect(startOfMoscowDay(new Date('2026-11-25T21:00:00.000Z')).toISOString()).toBe('2026-11-25T21:00:00.000Z')
  })
  it('says «доставка не настроена: …» for a lead waiting for a sink, the Russian status otherwise', () => {
    expect(deliveryStatusText({ delivery_status: 'pending', delivery_error: DELIVERY_NOT_CONFIGURED })).toMatch(/^доставка не настроена: /)
    expect(deliveryStatusText({ delivery_status: 'pending', delivery_error: 'HTTP 502' })).toBe('Ожидает отправки')
    expect(deliveryStatusText({ delivery_status: 'delivered' })).toBe('Доставлено')
    expect(deliveryStatusText({ delivery_status: 'failed', delivery_error: DELIVERY_NOT_CONFIGURED })).toBe('Ошибка доставки')
  })
})

describe('staff accounts', () => {
  const read = (role: string) => staffRead({ req: { user: { id: 7, role } } } as never)
  it('are read in full by an admin only: an editor sees their own, sales their own team', () => {
    expect(read('admin')).toBe(true)
    expect(read('editor')).toEqual({ id: { equals: 7 } })
    expect(read('sales')).toEqual({ or: [{ id: { equals: 7 } }, { role: { equals: 'sales' } }] })
    expect(read('integration')).toBe(false)
    expect(staffRead({ req: { user: null } } as never)).toBe(false)
  })
  it('tell a role change from the form posting the same role back', () => {
    expect(changesRole({ name: 'Анна', role: 'editor' }, 'editor')).toBe(false)
    expect(changesRole({ name: 'Анна' }, 'editor')).toBe(false)
    expect(changesRole({ role: 'admin' }, 'editor')).toBe(true)
  })
  it('are drawn as initials, never as a picture from a third party', () => {
    expect(initialsOf('Анна Смирнова', 'a@zarya.ru')).toBe('АС')
    expect(initialsOf('  пётр  ', null)).toBe('П')
    expect(initialsOf('Анна Мария Смирнова', null)).toBe('АМ')
    expect(initialsOf('', 'yas@zarya.ru')).toBe('Y')
    expect(initialsOf(null, null)).toBe('?')
  })
})

describe('a booking from the back office', () => {
  const until = '2026-12-01T12:00:00.000Z'
  it('needs a deadline when set or when its deadline is cleared; a CRM booking without one stays editable', () => {
    expect(missingHoldDeadline({ status: 'booked', hold_until: null }, { status: 'available', hold_until: null })).toBe(true)
    expect(missingHoldDeadline({ status: 'booked', hold_until: null }, { status: 'booked', hold_until: until })).toBe(true)
    expect(missingHoldDeadline({ status: 'booked', hold_until: until }, { status: 'available' })).toBe(false)
    expect(missingHoldDeadline({ status: 'booked', hold_until: null }, { status: 'booked', hold_until: null })).toBe(false)
    expect(missingHoldDeadline({ status: 'sold', hold_until: null }, { status: 'booked', hold_until: until })).toBe(false)
  })
})
