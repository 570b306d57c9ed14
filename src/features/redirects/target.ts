/** Redirect targets and paths: what is internal, what is external, and how paths are compared. */

/** SPEC §4: absolute ('https://…', 'mailto:…') or protocol-relative ('//host/…') targets leave the app. */
export function isExternalTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')
}

/**
 * The form both sides of a redirect are compared in: only the path, leading slash, no trailing slash,
 * duplicate slashes collapsed, percent-escapes decoded, lower case (old links differ in case).
 */
export function normalizeRedirectPath(input: string): string {
  let path = input.trim()
  if (isExternalTarget(path)) {
    try {
      path = new URL(path.startsWith('//') ? `https:${path}` : path).pathname
    } catch {
      return ''
    }
  }
  path = path.split(/[?#]/)[0] ?? ''
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape is compared as typed.
  }
  path = `/${path}`.replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path.toLowerCase()
}

/**
 * The Location of a server redirect: external targets as they are; internal targets on the request's
 * origin, keeping the request's query values the target does not set itself (UTM tags survive).
 */
export function redirectLocation(target: string, requestUrl: URL): string {
  if (isExternalTarget(target)) return target.startsWith('//') ? `${requestUrl.protocol}${target}` : target
  const url = new URL(target, requestUrl.origin)
  for (const [key, value] of requestUrl.searchParams) if (!url.searchParams.has(key)) url.searchParams.append(key, value)
  return url.toString()
}
