/**
 * The visitors' part of the concurrent-writes test, run alike by the test process and by its second process
 * (concurrent-writes.child.ts): each visitor sends its writes through the real route handlers, as a browser
 * does, and every answer is recorded so the test can check that each 2xx is stored.
 */
import { DELETE as favoriteDelete } from '@/app/api/favorites/[id]/route'
import { POST as favoritesPost } from '@/app/api/favorites/route'
import { Visitor } from '@/features/favorites/test-visitor'

/** One visitor's writes: `first` are added at once, then `adds` and `removes` (a part of `first`) go out together. */
export interface VisitorPlan {
  first: number[]
  adds: number[]
  removes: number[]
}

export interface Answer {
  method: 'POST' | 'DELETE'
  id: number
  status: number
  ms: number
  error?: string
}

export interface VisitorResult {
  vid: string | null
  answers: Answer[]
}

async function send(visitor: Visitor, method: Answer['method'], id: number): Promise<Answer> {
  const started = performance.now()
  const answer =
    method === 'POST'
      ? await visitor.add(favoritesPost, id)
      : await visitor.call(favoriteDelete, 'DELETE', `/api/favorites/${id}/`, { params: { id: String(id) } })
  const error = answer.status >= 300 ? JSON.stringify(answer.body).slice(0, 200) : undefined
  return { method, id, status: answer.status, ms: Math.round(performance.now() - started), ...(error ? { error } : {}) }
}

/** Runs one visitor's plan; the first burst also creates the visitor (its cookie). */
export async function runVisitor(plan: VisitorPlan): Promise<VisitorResult> {
  const visitor = new Visitor()
  const answers = await Promise.all(plan.first.map((id) => send(visitor, 'POST', id)))
  answers.push(
    ...(await Promise.all([...plan.adds.map((id) => send(visitor, 'POST', id)), ...plan.removes.map((id) => send(visitor, 'DELETE', id))])),
  )
  return { vid: visitor.vid, answers }
}

export const runVisitors = (plans: VisitorPlan[]) => Promise.all(plans.map(runVisitor))
