/**
 * The one goals module (SPEC §9): visit timers, scroll depth and flat-view goals, sent to a sink —
 * Yandex Metrika in production, a recording sink in tests. The logic is pure; timers and storage are injected.
 */

export interface GoalSink {
  reachGoal(name: string, params?: Record<string, unknown>): void
  /** Visit parameters (Metrika "params"): values that are not goals themselves. */
  params(params: Record<string, unknown>): void
  /** A page view of a client navigation. */
  hit(url: string, referrer?: string): void
}

/** The goal names sent to Metrika; the marketing team sets goals with these identifiers. */
export const GOALS = {
  visit: (seconds: number) => `visit_${seconds}s`,
  mainScroll: (percent: number) => `main_scroll_${percent}`,
  sunriseScroll: (percent: number) => `sunrise_scroll_${percent}`,
  differentFlats: 'flats_viewed_3',
  differentRoomFlats: (rooms: number) => `flats_${rooms}room_viewed_3`,
  sameFlatViews: 'flat_viewed_4_times',
} as const

/** SPEC §9: visit timers at 30, 60, 90, 120 and 240 s. */
export const VISIT_TIMER_SECONDS = [30, 60, 90, 120, 240] as const
/** The 60-second timer sets the visited flag. */
export const VISITED_FLAG_SECONDS = 60
/** The visited flag's cookie (a year), readable by the server and other features. */
export const VISITED_COOKIE = 'nz_visited'

type SetTimer = (fn: () => void, ms: number) => unknown
type ClearTimer = (handle: unknown) => void

/** Starts the visit timers; returns a function that cancels the ones still pending. */
export function startVisitTimers({
  sink,
  onVisited,
  setTimer = setTimeout,
  clearTimer = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  elapsedMs = 0,
}: {
  sink: GoalSink
  onVisited: () => void
  /** Time already spent on the page when the timers start (they start when analytics loads, not with the page). */
  elapsedMs?: number
  setTimer?: SetTimer
  clearTimer?: ClearTimer
}): () => void {
  const handles = VISIT_TIMER_SECONDS.map((seconds) =>
    setTimer(
      () => {
        sink.reachGoal(GOALS.visit(seconds))
        if (seconds === VISITED_FLAG_SECONDS) onVisited()
      },
      Math.max(0, seconds * 1000 - elapsedMs),
    ),
  )
  return () => handles.forEach(clearTimer)
}

/** How far the page is scrolled, 0–100 (0 at the top; pages shorter than the window count as 100). */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight
  if (scrollable <= 0) return 100
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100))
}

/** Calls onStep once for each multiple of `step` reached, in order, never twice. */
export function createScrollDepthTracker(step: number, onStep: (percent: number) => void): (percent: number) => void {
  let reached = 0
  return (percent) => {
    while (reached + step <= Math.floor(percent + 1e-9)) {
      reached += step
      onStep(reached)
    }
  }
}

/**
 * The scroll-depth rule of a path, or null: every 25 % on the main page (each a goal); every 10 % on the
 * sunrise page (sent as visit parameters) with the goal at 60 %.
 */
export function scrollGoalsFor(pathname: string, sink: GoalSink): ((percent: number) => void) | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/') return createScrollDepthTracker(25, (p) => sink.reachGoal(GOALS.mainScroll(p)))
  if (path === '/sunrise') {
    return createScrollDepthTracker(10, (p) => {
      sink.params({ sunrise_scroll_depth: p })
      if (p === 60) sink.reachGoal(GOALS.sunriseScroll(60))
    })
  }
  return null
}

/** What the flat-view goals remember between pages (kept in localStorage). */
export interface FlatViewState {
  /** Views per flat id. */
  views: Record<string, number>
  /** Rooms per flat id (null when unknown). */
  rooms: Record<string, number | null>
  /** Goals already sent, so each is sent once. */
  sent: string[]
}

export const EMPTY_FLAT_VIEWS: FlatViewState = { views: {}, rooms: {}, sent: [] }
const MAX_REMEMBERED_FLATS = 200

/**
 * Records one flat view and returns the goals it completes (SPEC §9): 3 different flats; 3 different
 * 1-, 2- or 3-room flats; 4 views of the same flat.
 */
export function recordFlatView(
  state: FlatViewState,
  flat: { id: string | number; rooms?: number | null },
): { state: FlatViewState; goals: string[] } {
  const id = String(flat.id)
  const views = { ...state.views, [id]: (state.views[id] ?? 0) + 1 }
  const rooms = { ...state.rooms, [id]: flat.rooms ?? state.rooms[id] ?? null }
  const ids = Object.keys(views)
  if (ids.length > MAX_REMEMBERED_FLATS) {
    for (const old of ids.slice(0, ids.length - MAX_REMEMBERED_FLATS)) {
      delete views[old]
      delete rooms[old]
    }
  }
  const sent = new Set(state.sent)
  const goals: string[] = []
  const reach = (goal: string, done: boolean) => {
    if (done && !sent.has(goal)) {
      sent.add(goal)
      goals.push(goal)
    }
  }
  reach(GOALS.differentFlats, Object.keys(views).length >= 3)
  const r = rooms[id]
  if (r === 1 || r === 2 || r === 3) reach(GOALS.differentRoomFlats(r), Object.keys(rooms).filter((k) => rooms[k] === r).length >= 3)
  reach(GOALS.sameFlatViews, views[id]! >= 4)
  return { state: { views, rooms, sent: [...sent] }, goals }
}

/** A sink that records everything: the test sink, also handy on /test. */
export function createRecordingSink() {
  const events: { type: 'goal' | 'params' | 'hit'; name?: string; params?: Record<string, unknown>; url?: string }[] = []
  const sink: GoalSink = {
    reachGoal: (name, params) => void events.push({ type: 'goal', name, params }),
    params: (params) => void events.push({ type: 'params', params }),
    hit: (url) => void events.push({ type: 'hit', url }),
  }
  return { sink, events, goals: () => events.filter((e) => e.type === 'goal').map((e) => e.name!) }
}
