import 'client-only'

/** A box in fractions (0–1) of an image's width and height. */
export interface FractionBox {
  x: number
  y: number
  width: number
  height: number
}

/** A column or row counts as drawing when it has at least this share of the fullest one's ink. */
const DENSE = 0.25
/** How far a pixel may differ from the paper (per channel, 0–255) and still be paper. */
const TOLERANCE = 16

/**
 * Where the drawing is on a plan image: the paper colour is read from the top-left pixel, and columns and rows
 * with little ink (a north arrow, a stray mark) are left out, so the drawing itself can be fitted to a phone's
 * screen instead of the whole sheet with its margins. Null when nothing stands out.
 */
export function contentBox(rgba: ArrayLike<number>, width: number, height: number): FractionBox | null {
  const columns = new Uint32Array(width)
  const rows = new Uint32Array(height)
  const [r0, g0, b0] = [rgba[0]!, rgba[1]!, rgba[2]!]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      if (rgba[i + 3]! < 32) continue
      if (Math.abs(rgba[i]! - r0) > TOLERANCE || Math.abs(rgba[i + 1]! - g0) > TOLERANCE || Math.abs(rgba[i + 2]! - b0) > TOLERANCE) {
        columns[x]!++
        rows[y]!++
      }
    }
  }
  const span = (counts: Uint32Array): [number, number] | null => {
    const most = counts.reduce((a, b) => Math.max(a, b), 0)
    if (most === 0) return null
    let first = counts.findIndex((c) => c >= most * DENSE)
    let last = counts.length - 1
    while (last > first && counts[last]! < most * DENSE) last--
    if (first < 0) first = 0
    return [first, last + 1]
  }
  const xs = span(columns)
  const ys = span(rows)
  if (!xs || !ys) return null
  return { x: xs[0] / width, y: ys[0] / height, width: (xs[1] - xs[0]) / width, height: (ys[1] - ys[0]) / height }
}

/** The content box of a loaded same-origin image, measured on a small canvas; null when it cannot be read. */
export function imageContentBox(image: HTMLImageElement): FractionBox | null {
  const width = 240
  const height = Math.max(1, Math.round((width * image.naturalHeight) / Math.max(1, image.naturalWidth)))
  try {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) return null
    context.drawImage(image, 0, 0, width, height)
    return contentBox(context.getImageData(0, 0, width, height).data, width, height)
  } catch {
    // A cross-origin picture taints the canvas: the whole sheet is fitted instead.
    return null
  }
}
