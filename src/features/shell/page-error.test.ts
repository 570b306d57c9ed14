import { describe, expect, it } from 'vitest'

import { DATA_ERROR_MESSAGE, errorContent, HOME_BUTTON_LABEL, RELOAD_BUTTON_LABEL } from './error-content'
import { describeBoundaryError, loadPageData, PageDataError, statusOfDataError, toPageDataError } from './page-error'

describe('error page texts', () => {
  it('404: страница не найдена, with the description and only the home button', () => {
    const c = errorContent(404)
    expect(c.title).toBe('страница не найдена')
    expect(c.description).toMatch(/в разработке/)
    expect(c.description).toMatch(/главную/)
    expect(c).toMatchObject({ homeButton: true, reloadButton: false })
    expect(HOME_BUTTON_LABEL).toBe('на главную')
  })

  it('500 and 505: возникла ошибка на стороне сервера', () => {
    expect(errorContent(500).title).toBe('возникла ошибка на стороне сервера')
    expect(errorContent(505).title).toBe('возникла ошибка на стороне сервера')
  })

  it('502: сайт скоро заработает', () => {
    expect(errorContent(502).title).toBe('сайт скоро заработает')
  })

  it('any other status: Возникла ошибка', () => {
    for (const status of [400, 403, 418, 503, 504]) expect(errorContent(status).title).toBe('Возникла ошибка')
  })

  it('every status except 404 offers the reload button', () => {
    expect(RELOAD_BUTTON_LABEL).toBe('перезагрузить страницу')
    for (const status of [400, 500, 502, 503, 505]) expect(errorContent(status).reloadButton).toBe(true)
    expect(errorContent(404).reloadButton).toBe(false)
  })
})

describe('page data errors', () => {
  it('carry the status in the digest and say "Ошибка запроса данных"', () => {
    const error = new PageDataError(502)
    expect(error.message).toBe(DATA_ERROR_MESSAGE)
    expect(DATA_ERROR_MESSAGE).toBe('Ошибка запроса данных')
    // Production error boundaries only see the digest.
    expect(describeBoundaryError({ digest: error.digest, message: 'An error occurred in the Server Components render.' })).toEqual({
      status: 502,
      message: 'Ошибка запроса данных',
    })
    expect(describeBoundaryError(new Error('x'))).toEqual({ status: 500, message: null })
    expect(describeBoundaryError({ digest: '12345' })).toEqual({ status: 500, message: null })
  })

  it('map upstream statuses, database outages and other failures', () => {
    expect(statusOfDataError({ status: 404 })).toBe(404)
    expect(statusOfDataError(Object.assign(new Error('x'), { status: 503 }))).toBe(503)
    expect(statusOfDataError(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(502)
    expect(statusOfDataError(new Error('undefined is not a function'))).toBe(500)
    expect(toPageDataError(new Error('SQLITE_BUSY')).status).toBe(502)
  })

  it('loadPageData wraps failures and lets notFound()/redirect() through', async () => {
    await expect(loadPageData(async () => 1)).resolves.toBe(1)
    await expect(loadPageData(async () => Promise.reject(new Error('boom')))).rejects.toMatchObject({
      status: 500,
      digest: 'NZ_PAGE_DATA;500',
    })
    const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
    await expect(loadPageData(async () => Promise.reject(notFound))).rejects.toBe(notFound)
  })
})
