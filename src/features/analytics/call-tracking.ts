/**
 * Call tracking: the vendor script replaces the phone number for the visitor. An unavailable number is
 * normal (the vendor is down, the pool is empty): SPEC §8 says log a warning only — the default phone stays.
 */

export interface CallTrackingSettings {
  enabled: boolean
  scriptUrl: string | null
  /** The class the vendor script looks for on phone elements. */
  phoneClass: string | null
}

export type CallTrackingResult = 'off' | 'loaded' | 'unavailable'

/** The warning text logged when the tracked number cannot be shown. */
export const CALL_TRACKING_UNAVAILABLE = 'Call-tracking number is unavailable; the default phone number stays'

/** Loads the vendor script when call tracking is on; never throws and never logs an error. */
export async function startCallTracking(
  settings: CallTrackingSettings,
  { loadScript, warn = console.warn }: { loadScript: (src: string) => Promise<void>; warn?: (message: string, detail?: unknown) => void },
): Promise<CallTrackingResult> {
  if (!settings.enabled) return 'off'
  if (!settings.scriptUrl || !/^https:\/\//.test(settings.scriptUrl)) {
    warn(CALL_TRACKING_UNAVAILABLE, { reason: 'no https script configured' })
    return 'unavailable'
  }
  try {
    await loadScript(settings.scriptUrl)
    return 'loaded'
  } catch (error) {
    warn(CALL_TRACKING_UNAVAILABLE, { reason: String(error) })
    return 'unavailable'
  }
}

/** Appends an async script and resolves when it loads. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script')
    script.async = true
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`failed to load ${src}`))
    doc.head.appendChild(script)
  })
}
