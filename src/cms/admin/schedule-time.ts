/**
 * The scheduling dialog's clock. The calendar (react-datepicker) can only show a Date in the browser's own zone,
 * yet a publication is planned in the office's zone (Moscow) wherever the manager's laptop is set. So the
 * picker holds a "wall clock": a browser-local Date whose day and hour read as the office's, converted to the
 * real instant only when the publication is saved.
 */

const HOUR_MS = 60 * 60 * 1000

type Parts = { year: number; month: number; day: number; hour: number; minute: number }

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The calendar fields of an instant as a clock in `timeZone` shows them. */
function partsIn(instant: Date, timeZone: string): Parts {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(format.formatToParts(instant).find((part) => part.type === type)?.value)
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute') }
}

const utcOf = (p: Parts) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)

/** The browser-local Date that reads as `instant` does on a clock in `timeZone` (what the calendar shows). */
export function wallClock(instant: Date, timeZone: string): Date {
  const p = partsIn(instant, timeZone)
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute)
}

/** The instant at which a clock in `timeZone` shows what the browser-local `wall` reads (the publication's moment). */
export function instantOf(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes())
  // The zone's offset at about that moment; asked again at the result, so a day of a clock change lands right.
  let instant = asUtc - (utcOf(partsIn(new Date(asUtc), timeZone)) - asUtc)
  instant = asUtc - (utcOf(partsIn(new Date(instant), timeZone)) - instant)
  return new Date(instant)
}

/** The default the dialog opens with: the next whole hour on the office's clock, never the past or midnight. */
export function nextWholeHour(now: Date, timeZone: string): Date {
  const wall = wallClock(new Date(now.getTime() + HOUR_MS), timeZone)
  wall.setMinutes(0, 0, 0)
  return wall
}
