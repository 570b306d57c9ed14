/**
 * The app middleware registry: a redirect record may name middleware to run on client navigations to
 * its path (SPEC §4). Names resolve here; an unknown name is a configuration error and throws.
 */
import { UTM_KEYS } from './utm'

export interface MiddlewareContext {
  from: URL
  to: URL
  /** Whether the navigation will be a full page load. */
  full: boolean
}

export type RouteMiddleware = (context: MiddlewareContext) => MiddlewareContext

/** The error message of SPEC §8. */
export const UNKNOWN_MIDDLEWARE_MESSAGE = 'Unknown route middleware'

export class UnknownRouteMiddlewareError extends Error {
  constructor(readonly middlewareName: string) {
    super(UNKNOWN_MIDDLEWARE_MESSAGE)
    this.name = 'UnknownRouteMiddlewareError'
  }
}

/** The names editors may use in the "Обработчик приложения" field of a redirect. */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = Object.freeze({
  /** Always load the target as a new document (a landing page with its own scripts). */
  'full-reload': (context) => ({ ...context, full: true }),
  /** Do not carry UTM tags into the target (an internal page that must not count as a campaign visit). */
  'drop-utm': (context) => {
    const to = new URL(context.to)
    for (const key of UTM_KEYS) to.searchParams.delete(key)
    return { ...context, to }
  },
})

/** The middleware for a name; throws 'Unknown route middleware' for a name the registry lacks. */
export function resolveRouteMiddleware(
  name: string,
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARE,
): RouteMiddleware {
  const middleware = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined
  if (!middleware) throw new UnknownRouteMiddlewareError(name)
  return middleware
}

/** Runs the named middleware in order. */
export function runRouteMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry?: Readonly<Record<string, RouteMiddleware>>,
): MiddlewareContext {
  return names.reduce((ctx, name) => resolveRouteMiddleware(name, registry)(ctx), context)
}
