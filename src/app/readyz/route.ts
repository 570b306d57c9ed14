import { readiness } from '@/features/health'

/** Readiness: 200 when the database (and Redis, when configured) answers and the instance is not draining; else 503. */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const result = await readiness()
  return Response.json(result, { status: result.status === 'ready' ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
