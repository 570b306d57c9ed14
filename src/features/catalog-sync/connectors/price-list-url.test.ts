// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { encodeCp1251 } from '../price-list/testing'
import { pullPriceListUrl } from './price-list-url'

/** A file server for one test: serves `body` with an ETag, answers 304 to a matching If-None-Match, or `status`. */
async function serve(files: Record<string, { body: Uint8Array | string; type: string; status?: number }>) {
  const hits: { path: string; status: number }[] = []
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? '']
    const status = !file ? 404 : (file.status ?? 200)
    const etag = '"v1"'
    if (file && status === 200 && req.headers['if-none-match'] === etag) {
      hits.push({ path: req.url!, status: 304 })
      return res.writeHead(304).end()
    }
    hits.push({ path: req.url!, status })
    res.writeHead(status, file ? { 'content-type': file.type, etag } : {}).end(file?.body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url, hits }
}
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

describe('the price list at a URL', () => {
  it('reads a CSV in Windows-1251 as an upload is read, and skips a file that has not changed since', async () => {
    const csv = encodeCp1251('Код в CRM;Цена, руб.;Статус\r\nNZ-1-1-021;12 350 000;Свободна\r\nNZ-1-1-022;9,8 млн;Продана\r\n')
    const { url, hits } = await serve({ '/export/prices.csv': { body: csv, type: 'text/csv' } })
    const first = await pullPriceListUrl({ url: `${url}/export/prices.csv`, list: 'full' })
    expect(first.notModified).toBe(false)
    if (first.notModified) return
    expect(first.mode).toBe('full')
    expect(first.rows).toEqual([
      { row: 2, code: 'NZ-1-1-021', price: 12_350_000, status: 'available' },
      { row: 3, code: 'NZ-1-1-022', price: 9_800_000, status: 'sold' },
    ])
    const second = await pullPriceListUrl({ url: `${url}/export/prices.csv`, list: 'full' }, first.validators)
    expect(second.notModified).toBe(true)
    expect(hits.map((h) => h.status)).toEqual([200, 304])
  })

  it('reads JSON from 1С, and says in Russian what is wrong with a link', async () => {
    const json = JSON.stringify({ items: [{ code: 'NZ-1-1-021', price: 12_000_000, status: 'Бронь' }] })
    const { url } = await serve({
      '/1c/prices': { body: json, type: 'application/json' },
      '/gone.csv': { body: '', type: 'text/csv', status: 403 },
    })
    const read = await pullPriceListUrl({ url: `${url}/1c/prices`, list: 'partial' })
    expect(read.notModified ? null : read.rows).toEqual([{ row: 2, code: 'NZ-1-1-021', price: 12_000_000, status: 'booked' }])
    await expect(pullPriceListUrl({ url: `${url}/gone.csv`, list: 'partial' })).rejects.toThrow(
      'Сервер с прайс-листом отказал в доступе (403): проверьте токен',
    )
    await expect(pullPriceListUrl({ url: `${url}/missing.csv`, list: 'partial' })).rejects.toThrow('Сервер с прайс-листом ответил 404')
    await expect(pullPriceListUrl({ url: 'ftp://example/prices.csv', list: 'partial' })).rejects.toThrow('должна начинаться с https://')
    const noCode = await serve({ '/p.csv': { body: 'Цена;Статус\n1;Свободна\n', type: 'text/csv' } })
    await expect(pullPriceListUrl({ url: `${noCode.url}/p.csv`, list: 'partial' })).rejects.toThrow(
      'В прайс-листе по ссылке не найден столбец с кодом помещения (заголовки: Цена, Статус)',
    )
  })
})
