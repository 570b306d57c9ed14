/**
 * The link of a worker of scripts/serve.mjs to its primary process: the IPC channel node:cluster gives the
 * worker (the process object itself). Server-only. Rate limits and CMS change events travel over it.
 */

/** The IPC channel of a cluster worker to its primary. */
export interface PrimaryChannel {
  send?: (message: unknown) => unknown
  on(event: 'message', listener: (message: unknown) => void): unknown
}

/** This process's channel to the primary when it is one of several workers of scripts/serve.mjs, else null. */
export function primaryChannel(): PrimaryChannel | null {
  return Number(process.env.NZ_WORKERS) > 1 && typeof process.send === 'function' ? (process as PrimaryChannel) : null
}
