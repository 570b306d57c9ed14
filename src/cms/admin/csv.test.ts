// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { CSV_BOM, csvCell, csvDate, toCsv } from './csv'

describe('csvCell', () => {
  it('leaves plain values and Cyrillic alone', () => {
    expect(csvCell('Ольга Петрова')).toBe('Ольга Петрова')
    expect(csvCell(12500000)).toBe('12500000')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('quotes the separator, quotes, commas and line breaks, doubling inner quotes', () => {
    expect(csvCell('Москва; центр')).toBe('"Москва; центр"')
    expect(csvCell('ЖК «Заря», "Премиум"')).toBe('"ЖК «Заря», ""Премиум"""')
    expect(csvCell('строка 1\nстрока 2')).toBe('"строка 1\nстрока 2"')
  })

  it('neutralises formulas but keeps phones and negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2+3 cmd')).toBe("'-2+3 cmd")
    expect(csvCell('+79215551234')).toBe('+79215551234')
    expect(csvCell('-15')).toBe('-15')
  })

  it('writes objects as JSON', () => {
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
  })
})

describe('toCsv', () => {
  it('starts with the BOM, separates with ";" and ends lines with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'Имя', value: (row: { name: string; phone: string }) => row.name },
        { header: 'Телефон', value: (row: { name: string; phone: string }) => row.phone },
      ],
      [
        { name: 'Ольга', phone: '+79215551234' },
        { name: 'Иван; мл.', phone: '' },
      ],
    )
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1)).toBe('Имя;Телефон\r\nОльга;+79215551234\r\n"Иван; мл.";\r\n')
  })
})

describe('csvDate', () => {
  it('prints Moscow time and nothing for a missing date', () => {
    expect(csvDate('2026-11-22T11:05:00.000Z')).toBe('22.11.2026 14:05')
    expect(csvDate(null)).toBe('')
    expect(csvDate('not a date')).toBe('')
  })
})
