import 'client-only'

/**
 * Loads the Yandex Maps JS API 2.1 once per page, on demand. The page's CSP trusts it through
 * 'strict-dynamic' (a script added by our own nonce'd bundle).
 */

/** The small part of the ymaps 2.1 API the location map uses. */
export interface YMapsPlacemark {
  options: { set: (name: string, value: unknown) => void }
  events: { add: (type: string, handler: () => void) => void }
}
export interface YMapsMap {
  geoObjects: { add: (object: YMapsPlacemark) => void }
  behaviors: { disable: (name: string) => void }
  destroy: () => void
}
export interface YMaps {
  ready: (callback: () => void) => void
  Map: new (
    element: HTMLElement,
    state: { center: [number, number]; zoom: number; controls: string[] },
    options?: Record<string, unknown>,
  ) => YMapsMap
  Placemark: new (coordinates: [number, number], properties: Record<string, unknown>, options: Record<string, unknown>) => YMapsPlacemark
}

declare global {
  interface Window {
    ymaps?: YMaps
  }
}

let loading: Promise<YMaps> | null = null

/** The script address for an API key (Russian labels). */
export const yandexMapsUrl = (apiKey: string): string => `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`

/** Resolves with the ready ymaps namespace; a failed load may be retried later. */
export function loadYandexMaps(apiKey: string): Promise<YMaps> {
  loading ??= new Promise<YMaps>((resolve, reject) => {
    const ready = () => window.ymaps!.ready(() => resolve(window.ymaps!))
    if (window.ymaps) return ready()
    const script = document.createElement('script')
    script.src = yandexMapsUrl(apiKey)
    script.async = true
    script.onload = () => (window.ymaps ? ready() : reject(new Error('Yandex Maps did not initialise')))
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('Yandex Maps could not load'))
    }
    document.head.append(script)
  })
  return loading
}

/** Forgets the loaded API (tests). */
export function resetYandexMapsLoader(): void {
  loading = null
}
