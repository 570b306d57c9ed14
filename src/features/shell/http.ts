/** The browser's HTTP client: one per page, failed calls reported to monitoring (SPEC §8). */
import { reportHttpFailure } from '@/features/monitoring'
import { createHttpClient } from '@/lib/http-client'

export const browserHttp = createHttpClient({
  monitor: reportHttpFailure,
  retryDelayMs: 300,
  timeoutMs: 15_000,
  csrfEndpoint: '/api/csrf/',
})
