// Liveness and readiness: what a load balancer reads to route traffic and drain an instance.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as healthz from '@/app/healthz/route'
import * as readyz from '@/app/readyz/route'
import { cms } from '@/features/cms-runtime'
import { isDraining, startDraining, stopDraining } from '@/server/draining'

describe(`health endpoints on ${inject('dialect')}`, () => {
  // A started server has connected long before a balancer asks; the readiness deadline is for the database's
  // answer, not for this file's first connection on a loaded machine.
  beforeAll(async () => {
    await cms()
  })
  // The files after this one share its process (vitest.config.ts): they get it ready, not draining.
  afterAll(() => stopDraining())

  it('is live without touching any dependency', async () => {
    const response = healthz.GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok' })
  })

  it('is ready when the database answers, and reports the check', async () => {
    const response = await readyz.GET()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ status: 'ready', checks: { database: { ok: true } } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('turns unready (503 draining) once SIGTERM started the drain', async () => {
    expect(isDraining()).toBe(false)
    startDraining()
    const response = await readyz.GET()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'draining' })
  })
})
