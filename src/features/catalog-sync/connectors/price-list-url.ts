/**
 * The generic connector: a price list at a URL (an export of 1С or of any CRM that can publish a file), read
 * as a price list uploaded by hand is — CSV or XLSX, columns found by their headers — on a schedule. The server's
 * ETag or Last-Modified is kept: a file that has not changed since the last run is not downloaded again.
 */
import { MAX_FILE_BYTES, PriceListError, readPriceList } from '../price-list'
import { ConnectorError, pacedFetch, type PacedFetchOptions } from './http'
import type { PullResult } from './profitbase'

export interface PriceListUrlSettings {
  url: string
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string | null
  /** A full list takes what it leaves out off sale; a partial one changes only what it names. */
  list: 'full' | 'partial'
}

/** What a run remembers of the file: the validators that tell whether it changed. */
export interface FileValidators {
  etag?: string | null
  lastModified?: string | null
}

export type UrlPullResult =
  (PullResult & { validators: FileValidators; notModified: false }) | { notModified: true; validators: FileValidators }

/** The file's name for the parser: the last part of the URL's path, or one its type suggests. */
function fileName(url: URL, contentType: string): string {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '')
  if (/\.(csv|xlsx|xls|txt|json)$/i.test(last)) return last
  if (/spreadsheetml|officedocument/i.test(contentType)) return 'price-list.xlsx'
  if (/json/i.test(contentType)) return 'price-list.json'
  return 'price-list.csv'
}

/** Reads the body, refusing it once it grows past the parser's limit (a wrong link to a huge file). */
async function boundedBody(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  const tooLarge = () => new ConnectorError(`Файл по ссылке больше ${MAX_FILE_BYTES / 1024 / 1024} МБ`)
  if (declared > MAX_FILE_BYTES) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_FILE_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Downloads and reads the price list, unless the server says it has not changed since `validators`. */
export async function pullPriceListUrl(
  settings: PriceListUrlSettings,
  validators: FileValidators = {},
  options: Omit<PacedFetchOptions, 'system' | 'minIntervalMs'> & { now?: () => number } = {},
): Promise<UrlPullResult> {
  let url: URL
  try {
    url = new URL(settings.url)
  } catch {
    throw new ConnectorError(`Ссылка на прайс-лист «${settings.url}» не похожа на адрес`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConnectorError('Ссылка на прайс-лист должна начинаться с https://')
  const call = pacedFetch({ minIntervalMs: 0, attempts: 3, ...options, system: 'Сервер с прайс-листом' })
  const headers: Record<string, string> = {}
  if (settings.token) headers.authorization = `Bearer ${settings.token}`
  if (validators.etag) headers['if-none-match'] = validators.etag
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified
  const response = await call(url.toString(), { headers, redirect: 'follow' })
  if (response.status === 304) return { notModified: true, validators }
  if (!response.ok)
    throw new ConnectorError(
      response.status === 401 || response.status === 403
        ? `Сервер с прайс-листом отказал в доступе (${response.status}): проверьте токен`
        : `Сервер с прайс-листом ответил ${response.status}`,
      response.status,
    )
  const bytes = await boundedBody(response)
  const now = options.now?.() ?? Date.now()
  try {
    const parsed = await readPriceList({ name: fileName(url, response.headers.get('content-type') ?? ''), bytes })
    if (!parsed.mapping)
      throw new ConnectorError(
        `В прайс-листе по ссылке не найден столбец с кодом помещения (заголовки: ${parsed.headers.filter(Boolean).join(', ') || 'нет'})`,
      )
    return {
      notModified: false,
      mode: settings.list,
      rows: parsed.rows,
      errors: parsed.errors,
      cursor: new Date(now).toISOString(),
      validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    }
  } catch (error) {
    if (error instanceof PriceListError) throw new ConnectorError(`Прайс-лист по ссылке не прочитан: ${error.message}`)
    throw error
  }
}
