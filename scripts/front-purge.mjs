// The front's purge handler (deploy/nginx/novaya-zarya.conf, location /_front/purge): the app's CDN_PURGE_URL hook
// (src/server/cdn-purge.ts) POSTs {"tags": […]} or {"paths": […]} and this deletes the cached pages that show them.
//
// Open-source nginx has no cache purge (that is nginx Plus, or a third-party module Debian does not package).
// Refreshing each page with proxy_cache_bypass would need the list of cached URLs and would render every one of
// them at once; the cache files themselves hold that list: each starts with a "KEY: <path>[?query]" line. So the
// handler reads the keys, maps each path to its tags with the app's own map (src/server/page-cache/tags.ts, the one
// the app's page cache uses) and deletes the files a change expired. nginx takes a deleted file for a miss: the
// next request renders the page once (proxy_cache_lock), the rest wait for it.
import fs from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'

// Node strips the types of this TypeScript file (no bundler here): the app's map of pages to tags.
import { pageTags } from '../src/server/page-cache/tags.ts'

/** nginx names a cache file by the MD5 of its key; its temporary files carry a suffix. */
const CACHE_FILE = /^[0-9a-f]{32}$/
/** The header before the key is ~300 bytes; a key longer than the rest is a page nobody links to (purged with all). */
const HEAD_BYTES = 4096

/** The key of one nginx cache file, or null when it cannot be read (nginx replaced or removed it meanwhile). */
async function keyOf(file) {
  let handle
  try {
    handle = await fs.open(file, 'r')
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    const text = buffer.subarray(0, bytesRead).toString('latin1')
    const at = text.indexOf('\nKEY: ')
    if (at < 0) return null
    const end = text.indexOf('\n', at + 6)
    return end < 0 ? null : Buffer.from(text.slice(at + 6, end), 'latin1').toString('utf8')
  } catch {
    return null
  } finally {
    await handle?.close()
  }
}

/** The front keeps a copy of a page per encoding, its key prefixed "br:" or "gzip:" ($nz_variant); a plain copy has none. */
const ENCODING_PREFIX = /^(?:br|gzip):/

/**
 * Does a purge request cover this cached key? Every encoding's copy of a page goes with it. `paths`: exact paths, or prefixes ending in `*` ("/*" is every
 * entry); `tags`: the page's tags (tags.ts pageTags of its path) meet them. A query page is matched by its path
 * alone: its tags are those of the path or fewer, so a change never leaves one behind. A public API answer (the
 * operations marked `shared`) goes with every purge: nothing maps its query to the content it read, and it costs
 * the app one request to make again.
 */
export function coversKey(key, { paths = [], tags = [] }) {
  const pagePath = key.replace(ENCODING_PREFIX, '').split('?')[0]
  for (const p of paths) if (p.endsWith('*') ? pagePath.startsWith(p.slice(0, -1)) : pagePath === p) return true
  if (tags.length === 0) return false
  if (pagePath.startsWith('/api/')) return true
  const wanted = new Set(tags)
  return pageTags(pagePath).some((tag) => wanted.has(tag))
}

/** Deletes the entries of the cache folder that the request covers; the number scanned and deleted. */
export async function purgeCache(dir, request) {
  let entries
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if (error.code === 'ENOENT') return { scanned: 0, deleted: 0 }
    throw error
  }
  const files = entries.filter((e) => e.isFile() && CACHE_FILE.test(e.name)).map((e) => path.join(e.parentPath ?? e.path, e.name))
  let deleted = 0
  const everything = (request.paths ?? []).includes('/*')
  await Promise.all(
    files.map(async (file) => {
      const key = everything ? '' : await keyOf(file)
      if (!everything && (key === null || !coversKey(key, request))) return
      try {
        await fs.unlink(file)
        deleted++
      } catch {
        // gone already: nginx's cache manager removed it
      }
    }),
  )
  return { scanned: files.length, deleted }
}

const isStringList = (value) =>
  value === undefined || (Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length <= 2048))

/** The handler's HTTP server: POST {"paths"?: string[], "tags"?: string[]} with the bearer token when one is set. */
export function purgeServer({ dir, token }) {
  return http.createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST') return answer(405, { error: { code: 'method_not_allowed', message: 'POST a purge request' } })
    if (token && req.headers.authorization !== `Bearer ${token}`)
      return answer(401, { error: { code: 'unauthorized', message: 'The purge token does not match' } })
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      raw += chunk
      if (raw.length > 1_000_000) req.destroy()
    })
    req.on('end', async () => {
      let body
      try {
        body = JSON.parse(raw)
      } catch {
        return answer(400, { error: { code: 'invalid_body', message: 'The body is not JSON' } })
      }
      if (typeof body !== 'object' || body === null || !isStringList(body.paths) || !isStringList(body.tags))
        return answer(400, { error: { code: 'invalid_body', message: 'Expected {"paths"?: string[], "tags"?: string[]}' } })
      try {
        answer(200, await purgeCache(dir, { paths: body.paths ?? [], tags: body.tags ?? [] }))
      } catch (error) {
        answer(500, { error: { code: 'purge_failed', message: error.message } })
      }
    })
  })
}
