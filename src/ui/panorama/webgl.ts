import 'client-only'

/**
 * True when the browser can create a WebGL context. Headless and GPU-less browsers often cannot; the
 * panorama then falls back to the flat picture instead of failing inside three.js.
 */
export function hasWebGL(): boolean {
  if (typeof document === 'undefined') return false
  try {
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    return context !== null && context !== undefined
  } catch {
    return false
  }
}
