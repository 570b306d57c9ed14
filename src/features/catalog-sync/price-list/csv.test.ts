// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { decodeCsv, detectSeparator, parseCsv } from './csv'
import { PriceListError } from './errors'
import { encodeCp1251, encodeKoi8r, encodeUtf8 } from './testing'

const SAMPLE = 'Код в CRM;Цена;Статус\r\nNZ-1;12 345 678,00;Свободна\r\nNZ-2;9 070 000;Бронь\r\n'

const texts = (csv: string) => parseCsv(csv).rows.map((row) => row.cells.map((cell) => (cell?.kind === 'text' ? cell.text : null)))

function refusal(run: () => unknown): PriceListError {
  try {
    run()
  } catch (error) {
    if (error instanceof PriceListError) return error
    throw error
  }
  throw new Error('expected a PriceListError')
}

describe('encoding', () => {
  it('reads UTF-8 with and without a BOM, and Windows-1251, to the same text', () => {
    expect(decodeCsv(encodeUtf8(SAMPLE))).toBe(SAMPLE)
    expect(decodeCsv(encodeUtf8(SAMPLE, true))).toBe(SAMPLE)
    expect(decodeCsv(encodeCp1251(SAMPLE))).toBe(SAMPLE)
  })

  it('reads UTF-16 with a BOM (Excel «Текст Юникод»)', () => {
    const body = new Uint8Array(SAMPLE.length * 2)
    for (let i = 0; i < SAMPLE.length; i++) body[i * 2] = SAMPLE.charCodeAt(i) & 0xff
    for (let i = 0; i < SAMPLE.length; i++) body[i * 2 + 1] = SAMPLE.charCodeAt(i) >> 8
    expect(decodeCsv(new Uint8Array([0xff, 0xfe, ...body]))).toBe(SAMPLE)
  })

  it.each([
    ['KOI8-R', encodeKoi8r(SAMPLE)],
    ['CP866', Uint8Array.from(SAMPLE, (ch) => (ch >= 'А' && ch <= 'п' ? 0x80 + ch.charCodeAt(0) - 0x410 : ch.charCodeAt(0) & 0xff))],
    ['UTF-16 without a BOM', Uint8Array.from([...SAMPLE].flatMap((ch) => [ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8]))],
    ['binary', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)],
  ])('refuses %s with a Russian reason', (_, bytes) => {
    const error = refusal(() => decodeCsv(bytes))
    expect(error.code).toBe('unreadable_encoding')
    expect(error.message).toBe('Не удалось прочитать кодировку CSV-файла: сохраните его в UTF-8 или Windows-1251 и загрузите снова')
  })

  it('accepts Windows-1251 text written in capitals, with «», № and ё', () => {
    const text = 'КОД;ЦЕНА;СТАТУС\nКВ-1;«12 345 678»;СВОБОДНА\nКВ-2;№ 5;Снята с продажи, ёлки\n'
    expect(decodeCsv(encodeCp1251(text))).toBe(text)
  })
})

describe('separator', () => {
  it.each([
    ['Код;Цена;Статус\nA;12 345 678,00;Свободна\nB;1,5 млн;Бронь', ';'],
    ['Код,Цена,Статус\nA,"12 345 678,00",Свободна\nB,"1,5 млн",Бронь', ','],
    ['Код\tЦена\tСтатус\nA\t12 345 678,00\tСвободна', '\t'],
    // A «,» in every line of a «;» file is a decimal comma, and the header says so.
    ['Код;Цена, руб.;Статус\nA;12 345 678,00;Свободна\nB;9 070 000,00;Бронь', ';'],
    ['Код,Цена\nA,12345678.00\nB,9070000.00', ','],
  ])('is detected in %j', (csv, separator) => {
    expect(detectSeparator(csv)).toBe(separator)
  })

  it('honours Excel’s «sep=» first line, numbering rows as the file does', () => {
    const table = parseCsv('sep=,\nКод,Цена\nA,"1,5"\n')
    expect(table.rows.map((row) => row.row)).toEqual([2, 3])
    expect(texts('sep=,\nКод,Цена\nA,"1,5"\n')).toEqual([
      ['Код', 'Цена'],
      ['A', '1,5'],
    ])
  })
})

describe('fields', () => {
  it('keeps separators, doubled quotes and line breaks inside quotes, and numbers rows as records', () => {
    const csv = 'Код;Описание;Цена\r\nA;"ЖК ""Новая заря""; корпус 1";"12 345 678,00"\r\n\r\nB;"две\nстроки";5\r\n'
    expect(texts(csv)).toEqual([
      ['Код', 'Описание', 'Цена'],
      ['A', 'ЖК "Новая заря"; корпус 1', '12 345 678,00'],
      ['B', 'две\nстроки', '5'],
    ])
    // The empty line is row 3 of the spreadsheet; it is skipped, and B stays row 4.
    expect(parseCsv(csv).rows.map((row) => row.row)).toEqual([1, 2, 4])
  })

  it('reads a last line without a line break and old Mac line ends', () => {
    expect(texts('Код;Цена\rA;1\rB;2')).toEqual([
      ['Код', 'Цена'],
      ['A', '1'],
      ['B', '2'],
    ])
  })

  it('refuses a quote left open to the end of the file, naming its row', () => {
    const error = refusal(() => parseCsv('Код;Цена\nA;1\nB;"12 345\n'))
    expect(error.code).toBe('broken_csv')
    expect(error.message).toMatch(/^В строке 3 кавычка открыта и не закрыта/)
  })
})
