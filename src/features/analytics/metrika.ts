/** Yandex Metrika as a goal sink (loaded only when a counter id is configured). */
import type { GoalSink } from './goals'

type Ym = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number }

declare global {
  interface Window {
    ym?: Ym
  }
}

export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js'

/** A counter id from the settings: digits only, else null (a typo must not load a broken counter). */
export function parseCounterId(value: string | null | undefined): number | null {
  const text = value?.trim()
  return text && /^\d{1,12}$/.test(text) ? Number(text) : null
}

/** A sink that queues calls into window.ym (the tag script drains the queue when it arrives). */
export function createMetrikaSink(counterId: number, getYm: () => Ym | undefined = () => window.ym): GoalSink {
  return {
    reachGoal: (name, params) => getYm()?.(counterId, 'reachGoal', name, params),
    params: (params) => getYm()?.(counterId, 'params', params),
    hit: (url, referrer) => getYm()?.(counterId, 'hit', url, referrer ? { referer: referrer } : undefined),
  }
}

/**
 * Installs the Metrika queue and the async tag script, and initialises the counter. `defer: true`
 * because page views are sent by the app on every navigation (the first one included).
 */
export function loadMetrika(counterId: number, doc: Document = document): void {
  const win = doc.defaultView as Window | null
  if (!win) return
  if (!win.ym) {
    const ym = function (...args: unknown[]) {
      ;(ym.a = ym.a ?? []).push(args)
    } as unknown as Ym
    ym.l = Date.now()
    win.ym = ym
  }
  if (!doc.querySelector(`script[src="${METRIKA_SCRIPT}"]`)) {
    const script = doc.createElement('script')
    script.async = true
    script.src = METRIKA_SCRIPT
    doc.head.appendChild(script)
  }
  win.ym(counterId, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false })
}

/**
 * Asks Metrica for this browser's ClientID and keeps it 90 days in the site's cookie, so a lead sent later carries
 * it (the offline conversion of a sale is keyed by it). Only where the counter runs: no counter, no ClientID.
 */
export function rememberClientId(counterId: number, write: (id: string) => void, getYm: () => Ym | undefined = () => window.ym): void {
  getYm()?.(counterId, 'getClientID', (id: unknown) => {
    const text = typeof id === 'number' ? String(id) : id
    if (typeof text === 'string' && /^\d{1,30}$/.test(text)) write(text)
  })
}
