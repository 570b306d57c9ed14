import type { Logger } from '../server/log'

/** What Payload hands its logger when it answers a request with an error: `{ err }`. */
type LoggedError = { err?: { status?: unknown; message?: unknown } } | null | undefined

/**
 * Payload's logger. Payload picks the level of an error it answers by the error's class name (its
 * `loggingLevels`: Forbidden, NotFound, ValidationError… at info), but the production build minifies class
 * names ('o', 'h'), so every 403, 404 and failed validation of the CMS reached the error log with its stack,
 * where monitoring counts it. Here an error Payload answers with a 4xx is logged at info with its status and
 * message, whatever its class is called; anything else keeps Payload's level.
 */
export function payloadLogger(logger: Logger): Logger {
  const error = (obj: unknown, ...rest: unknown[]) => {
    const err = (obj as LoggedError)?.err
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      logger.info({ status: err.status }, typeof err.message === 'string' ? err.message : 'Error')
      return
    }
    ;(logger.error as (...args: unknown[]) => void)(obj, ...rest)
  }
  return new Proxy(logger, {
    get(target, prop) {
      if (prop === 'error') return error
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
