/**
 * Work that Payload's jobs queue runs but a feature does. The CMS declares its tasks (cms/payload.config.ts) and
 * may import only lib, so a task's handler looks its work up here, and the feature that does it registers it
 * at start-up (instrumentation.ts), in the same server process where the queue runs.
 */
type Handler = () => Promise<unknown>

// One registry per process even when Next bundles this module into several chunks.
const KEY = Symbol.for('novaya-zarya.job-handlers')
const registry = globalThis as unknown as Record<symbol, Map<string, Handler> | undefined>
const handlers = (registry[KEY] ??= new Map<string, Handler>())

/** Registers the work of a task (once per process; a second registration replaces the first). */
export function provideJobHandler(task: string, handler: Handler): void {
  handlers.set(task, handler)
}

/** Runs the registered work of a task; throws when no feature registered it in this process. */
export async function runJobHandler(task: string): Promise<unknown> {
  const handler = handlers.get(task)
  if (!handler) throw new Error(`no handler registered for the job "${task}" in this process`)
  return handler()
}
