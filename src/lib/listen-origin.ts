/**
 * The origin Next.js's router takes for its own: `next start` without -H is http://localhost:<port>, with
 * `-H <host>` (scripts/e2e.mjs binds 127.0.0.1) that host. The router treats a rewrite as internal only on
 * this origin, but hands the proxy a localhost URL even when bound with -H: a rewrite on request.nextUrl's
 * origin was then proxied to itself as an external URL, in a loop. Remove once Next.js builds both alike.
 */
export function listenOrigin(nextUrl: URL, argv: readonly string[] = process.argv): string {
  const flag = argv.findIndex((arg) => arg === '-H' || arg === '--hostname')
  const host = flag >= 0 ? argv[flag + 1] : argv.find((arg) => arg.startsWith('--hostname='))?.slice('--hostname='.length)
  const hostname = host ? (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host) : 'localhost'
  return `${nextUrl.protocol}//${hostname}:${nextUrl.port || (nextUrl.protocol === 'https:' ? 443 : 80)}`
}
