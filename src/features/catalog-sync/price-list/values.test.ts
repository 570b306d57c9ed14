// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatRub } from '@/lib/money'

import { referenceAmount, renderAmount, amountCase } from './reference'
import { guessMapping, parseAmountText, readAmount, readCode, readDiscount, readStatus } from './values'

const text = (value: string) => ({ kind: 'text' as const, text: value })
const number = (raw: string, percent?: boolean) => ({ kind: 'number' as const, raw, percent })

describe('amounts as sales departments write them', () => {
  it.each([
    ['12345678', 12_345_678],
    ['12 345 678', 12_345_678],
    ['12\u00a0345\u00a0678', 12_345_678],
    ['12\u202f345\u202f678,00', 12_345_678],
    ['12 345 678,50', 12_345_678.5],
    ['12345678.00', 12_345_678],
    ['12,35 млн', 12_350_000],
    ['12.35 млн', 12_350_000],
    ['12,35 млн ₽', 12_350_000],
    ['12,35 млн. руб.', 12_350_000],
    ['9,07 МЛН', 9_070_000],
    ['12 345 678 ₽', 12_345_678],
    ['12 345 678 руб.', 12_345_678],
    ['12 345 678 р.', 12_345_678],
    ['12345678₽', 12_345_678],
    ['12,345,678.00', 12_345_678],
    ['12.345.678,00', 12_345_678],
    ['850 тыс.', 850_000],
    ['0', 0],
    ['-5 000', -5000],
    ['  7 500 000  ', 7_500_000],
  ])('«%s» is %d', (written, value) => {
    expect(parseAmountText(written)).toBe(value)
  })

  it.each(['договорная', 'по запросу', '12 34 567', '12..5', '1 2 3', '12 345 678 $', 'млн', '12,35,5 млн'])(
    '«%s» is not a number',
    (written) => {
      expect(parseAmountText(written)).toBeNull()
    },
  )

  it('an empty cell or a dash is no price, not an error', () => {
    expect(parseAmountText('')).toBeUndefined()
    expect(parseAmountText(' — ')).toBeUndefined()
    expect(readAmount(undefined, 'Цена')).toEqual({ ok: true, value: undefined })
  })

  it('a price as text gets a Russian reason naming the column and the value', () => {
    expect(readAmount(text('договорная'), 'Цена')).toEqual({ ok: false, message: 'В столбце «Цена» не число: «договорная»' })
  })

  it('Excel numbers are read exactly, exponent notation included', () => {
    expect(readAmount(number('12345678'), 'Цена')).toEqual({ ok: true, value: 12_345_678 })
    expect(readAmount(number('1.2345678E7'), 'Цена')).toEqual({ ok: true, value: 12_345_678 })
    expect(readAmount(number('12345678.5'), 'Цена')).toEqual({ ok: true, value: 12_345_678.5 })
  })

  it('agrees with the plain reference parser and the generated value on every rendering', () => {
    fc.assert(
      fc.property(amountCase(), ({ value, format }) => {
        const written = renderAmount(value, format)
        expect(parseAmountText(written)).toBe(value)
        expect(referenceAmount(written)).toBe(value)
      }),
      { numRuns: 2000 },
    )
  })

  it("reads the site's own price format back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), (value) => {
        expect(parseAmountText(formatRub(value))).toBe(value)
      }),
    )
  })
})

describe('discounts: what the admin sees is what is read', () => {
  it.each([
    [text('5 %'), 5],
    [text('5%'), 5],
    [text('5'), 5],
    [text('0,5'), 0.5],
    [text('12,5 %'), 12.5],
    [number('0.05', true), 5],
    [number('0.125', true), 12.5],
    [number('7'), 7],
  ])('%o is %d %', (cell, value) => {
    expect(readDiscount(cell, 'Скидка')).toEqual({ ok: true, value })
  })

  it.each([text('150 %'), text('-5 %'), text('500 000 ₽'), text('половина'), number('1.5', true)])('%o is refused', (cell) => {
    const read = readDiscount(cell, 'Скидка')
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.message).toMatch(/^Скидка в столбце «Скидка» должна быть числом от 0 до 99 %/)
  })
})

describe('statuses in the CRM words and the site’s own', () => {
  it.each([
    ['Свободна', 'available'],
    ['свободно', 'available'],
    ['  В  продаже ', 'available'],
    ['available', 'available'],
    ['Продаётся', 'available'],
    ['Бронь', 'booked'],
    ['ЗАБРОНИРОВАНА', 'booked'],
    ['Резерв', 'booked'],
    ['booked', 'booked'],
    ['Продана', 'sold'],
    ['Продано', 'sold'],
    ['SOLD', 'sold'],
    ['Не в продаже', 'off_sale'],
    ['Снята с продажи', 'off_sale'],
    ['не\u00a0в продаже', 'off_sale'],
  ])('«%s» is %s', (word, status) => {
    expect(readStatus(text(word), 'Статус')).toEqual({ ok: true, value: status })
  })

  it('an unknown word is a row error that lists the known ones', () => {
    expect(readStatus(text('В ожидании'), 'Статус')).toEqual({
      ok: false,
      message: 'Неизвестный статус «В ожидании» в столбце «Статус»: понятны «Свободна», «Бронь», «Продана», «Не в продаже»',
    })
  })
})

describe('codes', () => {
  it('are trimmed text, or an Excel number as its digits', () => {
    expect(readCode(text(' NZ-1 \u00a0'), 'Код')).toEqual({ ok: true, value: 'NZ-1' })
    expect(readCode(number('101'), 'Код')).toEqual({ ok: true, value: '101' })
    expect(readCode(number('1.01E2'), 'Код')).toEqual({ ok: true, value: '101' })
  })

  it('may not be empty', () => {
    expect(readCode(undefined, 'Код в CRM')).toEqual({ ok: false, message: 'Не указан код в столбце «Код в CRM»' })
  })

  it('a formula without its value is refused by name', () => {
    const read = readCode({ kind: 'formula' }, 'Код')
    expect(read.ok || read.message).toMatch(/^Формула без значения в столбце «Код»/)
  })
})

describe('guessing the mapping from the headers', () => {
  it('finds each field by its Russian or English words and keeps the headers as written', () => {
    expect(guessMapping(['№', 'Код в CRM', 'Этаж', 'Цена за м², ₽', 'Цена, руб.', 'Старая цена', 'Скидка, %', 'Статус'])).toEqual({
      code: 'Код в CRM',
      price: 'Цена, руб.',
      oldPrice: 'Старая цена',
      discount: 'Скидка, %',
      status: 'Статус',
    })
    expect(guessMapping(['ID', 'Price', 'Status'])).toEqual({ code: 'ID', price: 'Price', status: 'Status' })
    expect(guessMapping(['Артикул', 'Стоимость (₽)', 'Состояние'])).toEqual({
      code: 'Артикул',
      price: 'Стоимость (₽)',
      status: 'Состояние',
    })
  })

  it('prefers «Код в CRM» to «Артикул» and «ID» wherever they stand', () => {
    expect(guessMapping(['ID', 'Артикул', 'Код в CRM', 'Цена'])?.code).toBe('Код в CRM')
    expect(guessMapping(['ID', 'Артикул', 'Цена'])?.code).toBe('Артикул')
  })

  it('is null without a code column', () => {
    expect(guessMapping(['Квартира', 'Цена', 'Статус'])).toBeNull()
  })
})
