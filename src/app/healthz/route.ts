/** Liveness: the process answers (no dependency is checked, so a database outage never restarts instances). */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'ok', uptime_s: Math.round(process.uptime()) }, { headers: { 'cache-control': 'no-store' } })
}
