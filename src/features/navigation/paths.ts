// The site's URLs for a property, a building, a floor and the шахматка. Apart from the route table (routes.ts), so
// that a screen building links does not carry the table and its validators into the browser (about 0.9 KB gzip).

/** The canonical card of a property: /flats/{id} for a flat, /properties/{type}/{id} for the other types. */
export function canonicalPropertyPath(type: string, id: number | string): string {
  return type === 'flat' ? `/flats/${id}` : `/properties/${type}/${id}`
}

/** The page of a building with its floors: /flats/building/{id}. */
export function buildingPath(id: number | string): string {
  return `/flats/building/${id}`
}

/** The floor plan page of a building's floor: /flats/building/{id}/floor/{floor}, a section's plate by its anchor. */
export function floorPath(id: number | string, floor: number | string, section?: number): string {
  return `/flats/building/${id}/floor/${floor}${section === undefined ? '' : `#section-${section}`}`
}

/** The шахматка of a building: /flats/chess with the list's query ('' or '?…'). */
export const CHESS_PATH = '/flats/chess'
export function chessPath(search = ''): string {
  return `${CHESS_PATH}${search}`
}
