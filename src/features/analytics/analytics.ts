/**
 * The page's analytics entry point for every feature: reachGoal, trackFlatView, hits. Calls made before
 * the shell picked the sink (Metrika or none) wait in a short queue.
 */
import { EMPTY_FLAT_VIEWS, type FlatViewState, type GoalSink, recordFlatView } from './goals'

let sink: GoalSink | null = null
const queue: ((s: GoalSink) => void)[] = []

function run(call: (s: GoalSink) => void): void {
  if (sink) call(sink)
  else if (queue.length < 50) queue.push(call)
}

/** Sets the sink (the shell does this once per page) and sends what was queued. */
export function setGoalSink(next: GoalSink): void {
  sink = next
  for (const call of queue.splice(0)) call(next)
}

/** A goal for features (lead sent, booking opened…). */
export function reachGoal(name: string, params?: Record<string, unknown>): void {
  run((s) => s.reachGoal(name, params))
}

/** A page view. */
export function sendHit(url: string, referrer?: string): void {
  run((s) => s.hit(url, referrer))
}

/** Visit parameters. */
export function sendParams(params: Record<string, unknown>): void {
  run((s) => s.params(params))
}

export const FLAT_VIEWS_KEY = 'nz:flat-views'

function readState(storage: Pick<Storage, 'getItem'> | null): FlatViewState {
  try {
    const parsed = JSON.parse(storage?.getItem(FLAT_VIEWS_KEY) ?? 'null') as FlatViewState | null
    return parsed && typeof parsed === 'object' && parsed.views && parsed.rooms && Array.isArray(parsed.sent) ? parsed : EMPTY_FLAT_VIEWS
  } catch {
    return EMPTY_FLAT_VIEWS
  }
}

/** Called by the flat page when a flat is opened: counts the view and sends the flat-view goals it completes. */
export function trackFlatView(
  flat: { id: string | number; rooms?: number | null },
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
): string[] {
  const { state, goals } = recordFlatView(readState(storage), flat)
  try {
    storage?.setItem(FLAT_VIEWS_KEY, JSON.stringify(state))
  } catch {
    // Storage full or blocked: the goals of this view are still sent.
  }
  for (const goal of goals) reachGoal(goal)
  return goals
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}
