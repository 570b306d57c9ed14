// Public surface of the redirects feature (client-safe). Server reads live in ./server (app files only).
export { createClientRedirectLookup } from './client-lookup'
export {
  buildRedirectTable,
  NO_REDIRECT,
  parseMiddlewareNames,
  parseRedirectLookup,
  REDIRECT_LOOKUP_PATH,
  resolveRedirect,
  type RedirectLookup,
  type RedirectRecord,
  type RedirectTable,
} from './lookup'
export { createProxyRedirectResolver, type ProxyRedirectResolverOptions } from './proxy-resolver'
export { isExternalTarget, normalizeRedirectPath, redirectLocation } from './target'
