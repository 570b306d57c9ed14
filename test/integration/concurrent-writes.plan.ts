/**
 * The visitors' part of the concurrent-writes test, run alike by the test process and by its second process
 * (concurrent-writes.child.ts): each tap is one write a visitor's browser sends through the real route handlers.
 * A visitor's taps are dealt to both processes, as two server workers share one browser's requests, so each
 * process keeps the cookies of every visitor it has served; every answer is recorded so the test can check that
 * each 2xx is stored.
 */
import { DELETE as favoriteDelete } from '@/app/api/favorites/[id]/route'
import { POST as favoritesPost } from '@/app/api/favorites/route'
import { Visitor } from '@/features/favorites/test-visitor'

/** One write: the visitor (its number and its browser's csrftoken), the method and the flat. */
export interface Tap {
  visitor: number
  csrf: string
  method: 'POST' | 'DELETE'
  id: number
}

export interface Answer extends Tap {
  status: number
  ms: number
  /** The visitor id the browser holds after the answer (its vid cookie). */
  vid: string | null
  error?: string
}

/** This process's side of each visitor's browser, by visitor number. */
const browsers = new Map<number, Visitor>()

async function send(tap: Tap): Promise<Answer> {
  let visitor = browsers.get(tap.visitor)
  if (!visitor) browsers.set(tap.visitor, (visitor = new Visitor(tap.csrf)))
  const started = performance.now()
  const answer =
    tap.method === 'POST'
      ? await visitor.add(favoritesPost, tap.id)
      : await visitor.call(favoriteDelete, 'DELETE', `/api/favorites/${tap.id}/`, { params: { id: String(tap.id) } })
  const error = answer.status >= 300 ? JSON.stringify(answer.body).slice(0, 200) : undefined
  return { ...tap, status: answer.status, ms: Math.round(performance.now() - started), vid: visitor.vid, ...(error ? { error } : {}) }
}

/** Sends the taps all at once and returns their answers. */
export const runTaps = (taps: Tap[]): Promise<Answer[]> => Promise.all(taps.map(send))
