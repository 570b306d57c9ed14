/**
 * The site's icon collection, served from our own origin in the Iconify JSON shape (SPEC §7 icon data:
 * GET {icon endpoint}/{collection}.json?icons=a,b → { prefix, icons: { name: { body, width?, height? } } }).
 * Line icons on a 24 px grid, stroked with currentColor so they take the text colour.
 */

export interface IconData {
  body: string
  width?: number
  height?: number
}

export interface IconCollection {
  prefix: string
  width: number
  height: number
  icons: Record<string, IconData>
}

const line = (d: string) =>
  `<path fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`
const group = (inner: string) =>
  `<g fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`

export const NZ_ICONS: IconCollection = {
  prefix: 'nz',
  width: 24,
  height: 24,
  icons: {
    'arrow-right': { body: line('M5 12h14m-5-5l5 5-5 5') },
    'arrow-left': { body: line('M19 12H5m5-5l-5 5 5 5') },
    'arrow-up-right': { body: line('M7 17L17 7M9 7h8v8') },
    'chevron-down': { body: line('M6 9l6 6 6-6') },
    'chevron-up': { body: line('M6 15l6-6 6 6') },
    'chevron-left': { body: line('M15 6l-6 6 6 6') },
    'chevron-right': { body: line('M9 6l6 6-6 6') },
    close: { body: line('M6 6l12 12M18 6L6 18') },
    menu: { body: line('M4 8h16M4 16h16') },
    plus: { body: line('M12 5v14M5 12h14') },
    minus: { body: line('M5 12h14') },
    check: { body: line('M5 12.5l4.5 4.5L19 7.5') },
    phone: {
      body: line(
        'M6.6 3.5h2.8l1.4 4.2-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4.2 1.4v2.8a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 4.6 5.6a2 2 0 0 1 2-2.1z',
      ),
    },
    mail: { body: group('<rect x="3.5" y="5.5" width="17" height="13" rx="2.5"/><path d="M4 7l8 6 8-6"/>') },
    heart: { body: line('M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0 1 12 7.4 4.5 4.5 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z') },
    'heart-filled': {
      body: '<path fill="currentColor" d="M12 20.6l-.5-.3C11.2 20.1 3.7 15.6 3.7 10A5.3 5.3 0 0 1 12 5.9a5.3 5.3 0 0 1 8.3 4.1c0 5.6-7.5 10.1-7.8 10.3z"/>',
    },
    pin: { body: group('<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.5"/>') },
    search: { body: group('<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4 4"/>') },
    filter: { body: line('M4 6h16M7 12h10M10 18h4') },
    calendar: { body: group('<rect x="3.5" y="5" width="17" height="15" rx="3"/><path d="M3.5 10h17M8 3v4M16 3v4"/>') },
    play: { body: '<path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z"/>' },
    download: { body: line('M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14') },
    external: { body: line('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5') },
    info: { body: group('<circle cx="12" cy="12" r="8.5"/><path d="M12 11v5.5M12 7.8v.2"/>') },
    sun: {
      body: group(
        '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"/>',
      ),
    },
    sunrise: { body: group('<path d="M6.5 17a5.5 5.5 0 0 1 11 0M3 20h18M12 3v4M4.9 9.9l1.8 1.8M19.1 9.9l-1.8 1.8"/>') },
    window: { body: group('<rect x="4" y="3.5" width="16" height="17" rx="1.5"/><path d="M12 3.5v17M4 12h16"/>') },
    building: { body: group('<path d="M4 20.5h16M6 20.5V4.5h8v16M14 9.5h4v11"/><path d="M9 8h2M9 11.5h2M9 15h2"/>') },
    tree: { body: group('<path d="M12 21v-6"/><path d="M12 3a5 5 0 0 0-4.6 7A4 4 0 0 0 9 17.5h6a4 4 0 0 0 1.6-7.5A5 5 0 0 0 12 3z"/>') },
    car: {
      body: group(
        '<path d="M5 16.5h14v-4l-2-5H7l-2 5z"/><path d="M5 16.5V19M19 16.5V19"/><circle cx="8" cy="13.5" r=".6"/><circle cx="16" cy="13.5" r=".6"/>',
      ),
    },
    key: { body: group('<circle cx="8" cy="15" r="4"/><path d="M11 12l8-8M16 7l2 2M14 9l1.5 1.5"/>') },
    ruble: { body: line('M8 20V4h5.5a4 4 0 0 1 0 8H6M6 16h8') },
    camera: {
      body: group(
        '<path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z"/><circle cx="12" cy="13" r="3.5"/>',
      ),
    },
    expand: { body: line('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5') },
  },
}

export const ICON_COLLECTIONS: Readonly<Record<string, IconCollection>> = Object.freeze({ [NZ_ICONS.prefix]: NZ_ICONS })

/** The Iconify-style answer: the icons asked for, the names that do not exist in not_found. */
export function pickIcons(collection: IconCollection, names: readonly string[]) {
  const icons: Record<string, IconData> = {}
  const notFound: string[] = []
  for (const name of names) {
    const icon = Object.prototype.hasOwnProperty.call(collection.icons, name) ? collection.icons[name] : undefined
    if (icon) icons[name] = icon
    else notFound.push(name)
  }
  return {
    prefix: collection.prefix,
    width: collection.width,
    height: collection.height,
    icons,
    ...(notFound.length ? { not_found: notFound } : {}),
  }
}
