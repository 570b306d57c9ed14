import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const monitor = vi.hoisted(() => ({ reportClientError: vi.fn() }))
vi.mock('@/features/monitoring', async (original) => ({ ...(await original<object>()), reportClientError: monitor.reportClientError }))

import { ErrorBoundaryLoader } from './error-boundary-loader'

describe('ErrorBoundaryLoader', () => {
  afterEach(() => {
    sessionStorage.clear()
    monitor.reportClientError.mockClear()
  })

  it('loads the error page for the error and reports it with the hook that caught it', async () => {
    const error = new Error('boom')
    render(<ErrorBoundaryLoader error={error} hook="error-boundary" framed />)
    const page = await screen.findByTestId('error-page')
    expect(page).toHaveAttribute('data-status', '500')
    // Framed: the error layout's logo link is there too.
    expect(screen.getByRole('link', { name: 'ЖК «Новая Заря» — на главную' })).toBeInTheDocument()
    expect(monitor.reportClientError).toHaveBeenCalledWith(error, 'error-boundary', expect.objectContaining({ status: 500 }))
  })

  it('reloads on a chunk-load error without loading anything, once per path', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })
    const first = render(<ErrorBoundaryLoader error={chunkError} hook="error-boundary" />)
    expect(first.container).toBeEmptyDOMElement()
    expect(sessionStorage.getItem('nz:chunk-reload')).toContain('"path":"/"')
    first.unmount()
    // The guard refuses a second reload of the same path within a minute: the error page shows and reports it.
    render(<ErrorBoundaryLoader error={chunkError} hook="error-boundary" />)
    expect(await screen.findByTestId('error-page')).toBeInTheDocument()
    expect(monitor.reportClientError).toHaveBeenCalledWith(chunkError, 'error-boundary', expect.anything())
  })
})
