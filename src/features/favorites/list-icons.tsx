/** The icons of the visitor's lists, in a module of their own: the header's links need them without the toggles. */

/** The favorites heart; a pressed toggle fills it through its styles. */
export function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20z" />
    </svg>
  )
}

/** The pinned list's pin; a pressed toggle fills it through its styles. */
export function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5zM12 14v6" />
    </svg>
  )
}

/** The comparison's columns: bars side by side. */
export function CompareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 20V11M12 20V5M19 20v-6M3 20h18" />
    </svg>
  )
}
