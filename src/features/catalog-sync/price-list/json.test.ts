import { describe, expect, it } from 'vitest'

import { PriceListError, readPriceList } from './index'

const file = (value: unknown, name = 'export.json') => ({
  name,
  bytes: new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value)),
})

describe('a price list as JSON', () => {
  it('reads an array of objects by the same header words and value rules as a spreadsheet', async () => {
    const parsed = await readPriceList(
      file([
        { 'Код в CRM': 'NZ-1-1-021', Цена: '12 350 000', Статус: 'Свободна' },
        { 'Код в CRM': 'NZ-1-1-022', Цена: 9_800_000, Статус: 'Бронь', 'Старая цена': '10,2 млн' },
      ]),
    )
    expect(parsed.mapping).toMatchObject({ code: 'Код в CRM', price: 'Цена', status: 'Статус', oldPrice: 'Старая цена' })
    expect(parsed.rows).toEqual([
      { row: 2, code: 'NZ-1-1-021', price: 12_350_000, status: 'available' },
      { row: 3, code: 'NZ-1-1-022', price: 9_800_000, oldPrice: 10_200_000, status: 'booked' },
    ])
    expect(parsed.errors).toEqual([])
  })

  it('finds the list under rows, items or data, and reports a bad value by its row', async () => {
    const parsed = await readPriceList(
      file({
        data: [
          { code: 'A-1', price: 'договорная' },
          { code: 'A-2', price: 1_000_000 },
        ],
      }),
    )
    expect(parsed.rows).toEqual([{ row: 3, code: 'A-2', price: 1_000_000 }])
    expect(parsed.errors).toHaveLength(1)
    expect(parsed.errors[0]!.row).toBe(2)
  })

  it('refuses a file that is not a list of objects, whole and in Russian', async () => {
    for (const broken of ['{"oops": ', '{"total": 3}', '[1, 2, 3]'])
      await expect(readPriceList(file(broken))).rejects.toThrow(
        new PriceListError('broken_json', 'Файл JSON не читается: ожидается массив объектов — по одному на помещение'),
      )
  })
})
