/**
 * The district map's model, shared by the offline schematic and the Yandex map: the CMS points numbered
 * and grouped by category, each category with its marker colour, and a projection of lat/lng onto the
 * schematic's drawing.
 */

/** A point of the location page's map, as the CMS holds it. */
export interface MapPointData {
  title: string
  category?: string | null
  lat: number
  lng: number
  minutes?: number | null
}

/** The map group of the location page. */
export interface MapData {
  center_lat?: number | null
  center_lng?: number | null
  zoom?: number | null
  points?: MapPointData[] | null
}

/** A numbered marker: its number is shown on the map and beside its card. */
export interface MapMarker extends MapPointData {
  number: number
  category: string | null
  color: string
}

export interface MarkerGroup {
  category: string | null
  color: string
  markers: MapMarker[]
}

/** Marker colours, each AA (≥ 4.5:1) under white digits. */
export const MARKER_COLORS = ['#b4431f', '#1d6a85', '#2b6e46', '#6a4a9c', '#a12d5c', '#2a3759', '#85540f', '#4f5b16'] as const

/**
 * Numbers the points group by group (categories in the order they first appear), so the list beside the map
 * reads 1, 2, 3… and each category keeps one colour.
 */
export function groupMarkers(points: readonly MapPointData[]): MarkerGroup[] {
  const groups = new Map<string | null, MarkerGroup>()
  for (const point of points) {
    const category = point.category?.trim() || null
    let group = groups.get(category)
    if (!group) {
      group = { category, color: MARKER_COLORS[groups.size % MARKER_COLORS.length]!, markers: [] }
      groups.set(category, group)
    }
    group.markers.push({ ...point, category, color: group.color, number: 0 })
  }
  let number = 0
  for (const group of groups.values()) for (const marker of group.markers) marker.number = ++number
  return [...groups.values()]
}

/** '7 мин' — the travel time as the marker and card show it, or null when the CMS has none. */
export function travelTime(minutes: number | null | undefined): string | null {
  return typeof minutes === 'number' && minutes > 0 ? `${minutes} мин` : null
}

/** The marker's accessible name: number, title, category and travel time. */
export function markerLabel(marker: MapMarker): string {
  return [`${marker.number}. ${marker.title}`, marker.category, travelTime(marker.minutes)].filter(Boolean).join(', ')
}

const METERS_PER_DEGREE = 111_320

export interface Projection {
  width: number
  height: number
  /** Drawing units per metre. */
  scale: number
  project: (lat: number, lng: number) => { x: number; y: number }
}

/**
 * Fits the complex and every point into a width×height drawing, north up, true to scale (longitude
 * shortened by cos(latitude)), with a margin around and extra room at the bottom for the river.
 */
export function projectDistrict(
  center: { lat: number; lng: number },
  points: readonly { lat: number; lng: number }[],
  width: number,
  height: number,
): Projection {
  const all = [center, ...points]
  const kx = Math.cos((center.lat * Math.PI) / 180)
  const xs = all.map((p) => p.lng * kx * METERS_PER_DEGREE)
  const ys = all.map((p) => p.lat * METERS_PER_DEGREE)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const spanX = Math.max(maxX - minX, 200)
  const spanY = Math.max(maxY - minY, 200)
  // 10 % margin at the sides and top; the bottom 22 % belongs to the river.
  const usableW = width * 0.8
  const usableH = height * 0.7
  const scale = Math.min(usableW / spanX, usableH / spanY)
  const offsetX = (width - spanX * scale) / 2
  const offsetY = height * 0.08 + (usableH - spanY * scale) / 2
  return {
    width,
    height,
    scale,
    project: (lat, lng) => ({
      x: offsetX + (lng * kx * METERS_PER_DEGREE - minX) * scale,
      y: offsetY + (maxY - lat * METERS_PER_DEGREE) * scale,
    }),
  }
}

/** Walking distance in metres for a number of minutes (a calm 80 m per minute). */
export const walkMeters = (minutes: number): number => minutes * 80

/**
 * Moves markers whose squares (`size` across, centred on each point) overlap apart from each other, pairwise
 * and symmetrically along the axis where they overlap least, until none do (or `rounds` have passed), keeping
 * each inside the drawing. Two markers a few dozen metres apart would otherwise cover each other: neither could
 * be read or tapped (WCAG 2.5.8). Markers already clear of each other keep their places, so only crowded spots
 * of the schematic drift, by a few dozen metres at most.
 */
export function spreadApart<T extends { x: number; y: number }>(
  points: readonly T[],
  size: number,
  bounds: { width: number; height: number },
  rounds = 80,
): T[] {
  const margin = size / 2
  const clamp = (value: number, max: number) => Math.min(Math.max(value, margin), max - margin)
  const placed = points.map((point) => ({ ...point, x: clamp(point.x, bounds.width), y: clamp(point.y, bounds.height) }))
  for (let round = 0; round < rounds; round++) {
    let moved = false
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!
        const b = placed[j]!
        const overlapX = size - Math.abs(b.x - a.x)
        const overlapY = size - Math.abs(b.y - a.y)
        if (overlapX <= 0.01 || overlapY <= 0.01) continue
        // Markers on the same spot part sideways, the later one to the right.
        const axis = overlapX <= overlapY ? 'x' : 'y'
        const sign = b[axis] >= a[axis] ? 1 : -1
        const push = (axis === 'x' ? overlapX : overlapY) / 2 + 0.01
        const max = axis === 'x' ? bounds.width : bounds.height
        a[axis] = clamp(a[axis] - sign * push, max)
        b[axis] = clamp(b[axis] + sign * push, max)
        moved = true
      }
    }
    if (!moved) break
  }
  return placed
}
