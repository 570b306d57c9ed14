// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
  },
}))

const { provokeStatus, statusProvocationAllowed } = await import('./server')

describe('shell server helpers', () => {
  it('honours /test?status only outside production or with E2E=1', () => {
    expect(statusProvocationAllowed({ NODE_ENV: 'development' })).toBe(true)
    expect(statusProvocationAllowed({ NODE_ENV: 'production' })).toBe(false)
    expect(statusProvocationAllowed({ NODE_ENV: 'production', E2E: '1' })).toBe(true)
  })

  it('provokes 404 through notFound and other statuses as page data errors', () => {
    expect(() => provokeStatus('404', true)).toThrow(expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }))
    expect(() => provokeStatus('502', true)).toThrow(
      expect.objectContaining({ status: 502, digest: 'NZ_PAGE_DATA;502', message: 'Ошибка запроса данных' }),
    )
    expect(() => provokeStatus('502', false)).not.toThrow()
    expect(() => provokeStatus('200', true)).not.toThrow()
    expect(() => provokeStatus('abc', true)).not.toThrow()
    expect(() => provokeStatus(undefined, true)).not.toThrow()
  })
})
