import { connection } from 'next/server'

import { BUILD_ID } from '@/features/builds'
import { buildsOperations } from '@/features/builds/server'
import { endpoint, json, serve } from '@/server/api'

/** GET /builds/latest.json?t=… — the id of the build this server runs: { id }. Never cached. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(buildsOperations.latest, async () => {
    // Answered at request time, never prerendered, so a proxy in front cannot pin an old id.
    await connection()
    return json({ id: BUILD_ID }, { headers: { 'cache-control': 'no-store, max-age=0' } })
  }),
})
