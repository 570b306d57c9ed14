// @vitest-environment node
import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { PriceListError, readPriceList, type ParsedPriceList } from './index'
import { amountCase, referenceAmount, renderAmount } from './reference'
import { encodeCp1251, encodeUtf8, generateCsv, generateRows, generateXlsx, sheetXml, writeXlsx, type XlsxCell } from './testing'
import { MAX_UNPACKED_BYTES } from './xlsx'

const csv = (text: string, name = 'прайс.csv') => ({ name, bytes: encodeUtf8(text) })
const xlsx = (rows: XlsxCell[][], merges?: string[]) => ({ name: 'прайс.xlsx', bytes: writeXlsx(rows, { merges }) })

async function refusal(promise: Promise<unknown>): Promise<PriceListError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof PriceListError) return error
    throw error
  }
  throw new Error('expected a PriceListError')
}

describe('a price list as the sales department exports it', () => {
  const expected: ParsedPriceList = {
    headers: ['Код в CRM', 'Этаж', 'Цена, ₽', 'Старая цена', 'Скидка', 'Статус'],
    mapping: { code: 'Код в CRM', price: 'Цена, ₽', oldPrice: 'Старая цена', discount: 'Скидка', status: 'Статус' },
    rows: [
      { row: 2, code: 'NZ-1', price: 12_345_678, oldPrice: 13_000_000, discountPercent: 5, status: 'available' },
      { row: 3, code: 'NZ-2', price: 9_070_000, status: 'booked' },
      { row: 4, code: 'NZ-3', status: 'sold' },
    ],
    errors: [],
  }

  it('CSV in Windows-1251 with «;» and NBSP groups', async () => {
    const text =
      'Код в CRM;Этаж;Цена, ₽;Старая цена;Скидка;Статус\r\nNZ-1;3;12\u00a0345\u00a0678,00;13 000 000;5 %;Свободна\r\nNZ-2;4;9,07 млн;;;Бронь\r\nNZ-3;5;—;;;Продана\r\n'
    const bytes = encodeCp1251(text.replace('₽', 'руб.'))
    const parsed = await readPriceList({ name: 'price.CSV', bytes })
    expect(parsed).toEqual({
      ...expected,
      headers: expected.headers.map((h) => h.replace('₽', 'руб.')),
      mapping: { ...expected.mapping!, price: 'Цена, руб.' },
    })
  })

  it('CSV in UTF-8 with «,» and quotes', async () => {
    const text =
      '\ufeffКод в CRM,Этаж,"Цена, ₽",Старая цена,Скидка,Статус\nNZ-1,3,"12 345 678,00",13000000,5%,свободна\nNZ-2,4,"9,07 млн ₽",,,БРОНЬ\nNZ-3,5,,,,sold\n'
    expect(await readPriceList(csv(text))).toEqual(expected)
  })

  it('XLSX with numbers, shared and inline strings and a percent-formatted discount', async () => {
    const parsed = await readPriceList(
      xlsx([
        ['Код в CRM', 'Этаж', 'Цена, ₽', 'Старая цена', 'Скидка', 'Статус'],
        [{ shared: 'NZ-1' }, 3, 12_345_678, 13_000_000, { percent: 0.05 }, { shared: 'Свободна' }],
        ['NZ-2', 4, '9,07 млн', null, null, 'Бронь'],
        ['NZ-3', 5, '—', null, null, 'Продана'],
      ]),
    )
    expect(parsed).toEqual(expected)
  })

  it('finds the header below a title and a date, numbering rows as Excel does', async () => {
    const parsed = await readPriceList(
      xlsx([
        ['Прайс-лист ЖК «Новая заря»'],
        ['на 28.11.2026'],
        [],
        ['Артикул', 'Стоимость', 'Состояние'],
        ['A-1', 10_000_000, 'В продаже'],
      ]),
    )
    expect(parsed.mapping).toEqual({ code: 'Артикул', price: 'Стоимость', status: 'Состояние' })
    expect(parsed.rows).toEqual([{ row: 5, code: 'A-1', price: 10_000_000, status: 'available' }])
  })

  it('uses a mapping the admin made, matching headers by their words', async () => {
    const text = 'Квартира;Номер в системе;Прайс;Наличие\nкв. 12;1012;8 500 000;Резерв\n'
    const mapping = { code: 'номер в системе', price: 'Прайс', status: 'Наличие' }
    expect(await readPriceList(csv(text), mapping)).toMatchObject({
      mapping,
      rows: [{ row: 2, code: '1012', price: 8_500_000, status: 'booked' }],
    })
  })

  it('answers mapping null and no rows when no header names the code, or a saved mapping does not fit', async () => {
    const text = 'Квартира;Прайс;Наличие\nкв. 12;8 500 000;Резерв\n'
    expect(await readPriceList(csv(text))).toEqual({ headers: ['Квартира', 'Прайс', 'Наличие'], mapping: null, rows: [], errors: [] })
    expect(await readPriceList(csv(text), { code: 'Квартира', price: 'Цена' })).toMatchObject({ mapping: null, rows: [] })
  })
})

describe('rows that cannot be read are reported by row and left out whole', () => {
  it('prices as text, unknown statuses, bad discounts and empty codes', async () => {
    const text = [
      'Код;Цена;Скидка;Статус',
      'A;договорная;;Свободна',
      ';12 000 000;;Свободна',
      'C;12 000 000;150 %;Свободна',
      'D;12 000 000;;Думаем',
      'E;11 000 000;;Свободна',
    ].join('\n')
    const parsed = await readPriceList(csv(text))
    expect(parsed.rows).toEqual([{ row: 6, code: 'E', price: 11_000_000, status: 'available' }])
    expect(parsed.errors).toEqual([
      { row: 2, message: 'В столбце «Цена» не число: «договорная»' },
      { row: 3, message: 'Не указан код в столбце «Код»' },
      { row: 4, message: 'Скидка в столбце «Скидка» должна быть числом от 0 до 99 %: «150 %»' },
      { row: 5, message: 'Неизвестный статус «Думаем» в столбце «Статус»: понятны «Свободна», «Бронь», «Продана», «Не в продаже»' },
    ])
  })

  it('a formula uses its saved value; one without a value is a row error', async () => {
    const parsed = await readPriceList(
      xlsx([
        ['Код', 'Цена', 'Статус'],
        ['A', { formula: 'B3*1.05', cached: 10_500_000 }, { formula: '"Свободна"', cached: 'Свободна' }],
        ['B', { formula: 'B2/1.05' }, 'Бронь'],
        ['C', { error: '#REF!' }, 'Бронь'],
        ['D', 7_000_000, { formula: 'X1' }],
      ]),
    )
    expect(parsed.rows).toEqual([{ row: 2, code: 'A', price: 10_500_000, status: 'available' }])
    expect(parsed.errors).toEqual([
      { row: 3, message: 'Формула без значения в столбце «Цена»: откройте файл в Excel и сохраните его, чтобы формулы посчитались' },
      { row: 4, message: 'Ошибка в ячейке столбца «Цена»: #REF!' },
      { row: 5, message: 'Формула без значения в столбце «Статус»: откройте файл в Excel и сохраните его, чтобы формулы посчитались' },
    ])
  })

  it('merged cells in mapped columns report every row they cover; merges elsewhere do not matter', async () => {
    const parsed = await readPriceList(
      xlsx(
        [
          ['Прайс на ноябрь', null, null, null],
          ['Код', 'Корпус', 'Цена', 'Статус'],
          ['A', 'Корпус 1', 10_000_000, 'Свободна'],
          ['B', null, 11_000_000, 'Свободна'],
          ['C', 'Корпус 2', 12_000_000, 'Бронь'],
          ['D', null, null, 'Бронь'],
          ['E', null, null, 'Бронь'],
        ],
        ['A1:D1', 'B3:B4', 'C5:C7'],
      ),
    )
    expect(parsed.rows.map((row) => row.code)).toEqual(['A', 'B'])
    const merged = 'Объединённые ячейки C5:C7: значение есть только в первой из них — разъедините ячейки и заполните каждую строку'
    expect(parsed.errors).toEqual([
      { row: 5, message: merged },
      { row: 6, message: merged },
      { row: 7, message: merged },
    ])
  })
})

describe('files refused whole, with a Russian reason', () => {
  it.each([
    ['a PDF', { name: 'прайс.pdf', bytes: strToU8('%PDF-1.7') }, 'unsupported_type'],
    ['a Word file', { name: 'прайс.docx', bytes: zipSync({ 'word/document.xml': strToU8('<w:document/>') }) }, 'unsupported_type'],
    ['a ZIP renamed to .csv', { name: 'прайс.csv', bytes: zipSync({ 'a.txt': strToU8('a') }) }, 'unsupported_type'],
    ['an old .xls', { name: 'прайс.xls', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) }, 'legacy_xls'],
    ['an empty file', { name: 'прайс.csv', bytes: new Uint8Array() }, 'empty'],
    ['blank lines only', { name: 'прайс.csv', bytes: strToU8(';;\r\n\r\n;;\r\n') }, 'empty'],
    ['a header alone', { name: 'прайс.csv', bytes: strToU8('Код;Цена\r\n') }, 'no_data'],
    ['a text file called .xlsx', { name: 'прайс.xlsx', bytes: strToU8('Код;Цена') }, 'broken_xlsx'],
    ['a truncated XLSX', { name: 'прайс.xlsx', bytes: writeXlsx([['Код'], ['A']]).subarray(0, 300) }, 'broken_xlsx'],
  ])('%s', async (_, file, code) => {
    const error = await refusal(readPriceList(file))
    expect(error.code).toBe(code)
    expect(error.message).toMatch(/[А-Яа-я]/)
  })

  it('a corrupted deflate stream inside an XLSX', async () => {
    const bytes = writeXlsx([
      ['Код', 'Цена'],
      ['A', 1],
    ])
    // Flip bytes in the middle of the sheet's compressed data, leaving the directory intact.
    const at = bytes.indexOf(0x50, bytes.length / 3)
    for (let i = at; i < at + 40; i++) bytes[i] = 0xff - bytes[i]!
    expect((await refusal(readPriceList({ name: 'x.xlsx', bytes }))).code).toMatch(/broken_xlsx|unsupported_type/)
  })

  it('a 50 MB file, before reading it', async () => {
    const error = await refusal(readPriceList({ name: 'прайс.csv', bytes: new Uint8Array(50 * 1024 * 1024) }))
    expect(error).toMatchObject({
      code: 'too_large',
      message: 'Файл больше 20 МБ: загрузите прайс-лист поменьше или разделите его на части',
    })
  })

  it('a zip bomb: a small XLSX whose sheet inflates past the ceiling, stopped there', async () => {
    // ~55 MB of one repeated row compress to ~100 kB.
    const row = '<row><c t="inlineStr"><is><t>A</t></is></c></row>'
    const rows = row.repeat(Math.ceil((MAX_UNPACKED_BYTES * 1.1) / row.length))
    const sheet = sheetXml([['Код']]).replace('</sheetData>', rows + '</sheetData>')
    const name = 'xl/worksheets/sheet1.xml'
    const bytes = zipSync(
      {
        'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="1" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
        [name]: strToU8(sheet),
      },
      { level: 1 },
    )
    expect(bytes.length).toBeLessThan(1024 * 1024)
    // An honest directory gets the file refused before inflating; a bomb lies about the size (here: 1 MB).
    const honest = await refusal(readPriceList({ name: 'bomb.xlsx', bytes: bytes.slice() }))
    expect(honest.code).toBe('unpacked_too_large')
    const directory = new TextDecoder('latin1').decode(bytes).lastIndexOf(`PK\x01\x02`, bytes.length - name.length)
    const entry = new TextDecoder('latin1').decode(bytes).indexOf(`PK\x01\x02`, directory - 46 - name.length * 3)
    let at = entry
    while (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + name.length)) !== name) at = bytes.indexOf(0x50, at + 1)
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(at + 24, 1024 * 1024, true)
    const error = await refusal(readPriceList({ name: 'bomb.xlsx', bytes }))
    expect(error.code).toBe('unpacked_too_large')
    expect(error.message).toBe('Файл XLSX в распакованном виде больше 50 МБ: это не похоже на прайс-лист, загрузите файл поменьше')
  }, 60_000)

  it('an XLSX with too many entries', async () => {
    const files = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`xl/x${i}.xml`, new Uint8Array()]))
    const error = await refusal(readPriceList({ name: 'много.xlsx', bytes: zipSync(files) }))
    expect(error.code).toBe('unpacked_too_large')
  })

  it('a CSV in an encoding it cannot read', async () => {
    const bytes = new TextEncoder().encode('Код;Цена\n')
    const utf16 = Uint8Array.from([...'Код;Цена;Статус\nA;1;Бронь\n'].flatMap((ch) => [ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8]))
    expect(bytes.length).toBeGreaterThan(0)
    expect((await refusal(readPriceList({ name: 'прайс.csv', bytes: utf16 }))).code).toBe('unreadable_encoding')
  })
})

describe('every rendering of a price, in every file shape, reads as the reference parser reads it', () => {
  type Shape =
    | { kind: 'csv'; encoding: 'utf-8' | 'utf-8-bom' | 'windows-1251'; separator: ';' | ',' | '\t' }
    | { kind: 'xlsx-text' }
    | { kind: 'xlsx-number' }
  const shape: fc.Arbitrary<Shape> = fc.oneof(
    fc.record({
      kind: fc.constant('csv' as const),
      encoding: fc.constantFrom('utf-8' as const, 'utf-8-bom' as const, 'windows-1251' as const),
      separator: fc.constantFrom(';' as const, ',' as const, '\t' as const),
    }),
    fc.constant({ kind: 'xlsx-text' as const }),
    fc.constant({ kind: 'xlsx-number' as const }),
  )
  const filed = shape.chain((s) =>
    fc.record({
      shape: fc.constant(s),
      amounts: fc.array(amountCase({ cp1251: s.kind === 'csv' && s.encoding === 'windows-1251' }), { minLength: 1, maxLength: 8 }),
    }),
  )

  it('agrees row by row', async () => {
    await fc.assert(
      fc.asyncProperty(filed, async ({ shape, amounts }) => {
        const written = amounts.map(({ value, format }) => renderAmount(value, format))
        let file: { name: string; bytes: Uint8Array }
        if (shape.kind === 'csv') {
          const quote = (field: string) => (field.includes(shape.separator) ? `"${field}"` : field)
          const text = ['Код в CRM', ...written.map((price, i) => `NZ-${i}${shape.separator}${quote(price)}${shape.separator}Свободна`)]
          text[0] = ['Код в CRM', 'Цена', 'Статус'].join(shape.separator)
          const body = text.join('\r\n')
          const bytes = shape.encoding === 'windows-1251' ? encodeCp1251(body) : encodeUtf8(body, shape.encoding === 'utf-8-bom')
          file = { name: 'прайс.csv', bytes }
        } else {
          const cells = shape.kind === 'xlsx-text' ? written : amounts.map(({ value }) => value)
          file = xlsx([['Код в CRM', 'Цена', 'Статус'], ...cells.map((price, i) => [`NZ-${i}`, price, 'Свободна'])])
        }
        const parsed = await readPriceList(file)
        expect(parsed.errors).toEqual([])
        expect(parsed.rows.map((row) => row.price)).toEqual(
          shape.kind === 'xlsx-number' ? amounts.map(({ value }) => value) : written.map(referenceAmount),
        )
        expect(parsed.rows.map((row) => row.price)).toEqual(amounts.map(({ value }) => value))
      }),
      { numRuns: 300 },
    )
  })
})

// The time it takes is a benchmark's figure (bench/catalog-sync.mjs), never a test's: here, that all of it is read.
describe('20 000 rows', () => {
  const rows = generateRows(20_000)
  const check = (parsed: ParsedPriceList) => {
    expect(parsed.errors).toEqual([])
    expect(parsed.rows).toHaveLength(20_000)
    expect(parsed.rows[19_999]).toMatchObject({ row: 20_001, code: rows[19_999]!.code, price: rows[19_999]!.price })
    expect(parsed.rows.filter((row) => row.discountPercent === 5)).toHaveLength(rows.filter((row) => row.discount).length)
  }

  it('CSV (Windows-1251, «;»): every row read, the last one exactly', async () => {
    const file = { name: 'прайс.csv', bytes: generateCsv(20_000) }
    check(await readPriceList(file))
  })

  it('XLSX: every row read, the last one exactly', async () => {
    const file = { name: 'прайс.xlsx', bytes: generateXlsx(20_000) }
    check(await readPriceList(file))
  })
})
