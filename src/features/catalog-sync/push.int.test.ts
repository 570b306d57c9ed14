import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST } from '@/app/api/catalog/imports/route'
import { cms } from '@/cms/client'
import type { Property, User } from '@/cms/payload-types'

import { type ChangeEvent, onCmsChange } from '@/server/change-events'

import type { ImportDto } from './api.schema'
import { ImportError } from './engine'
import { startImportService } from './import-service'
import { type ImportChannel, OWN_PROCESS_ROWS, runInWarmProcess } from './own-process'

/**
 * The push API of a CRM, through the route as Next calls it: an «Интеграция» account's API key may send
 * catalogue updates and nothing else; an Idempotency-Key makes a retry apply once.
 */

type Account = { user: User; key: string }
/** Accounts made here, removed afterwards: other files count the seeded ones. */
const made: number[] = []

async function account(role: User['role']): Promise<Account> {
  const payload = await cms()
  const key = randomUUID()
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-${key.slice(0, 8)}@example.test`, password: randomUUID(), role, enableAPIKey: true, apiKey: key },
  })
  made.push(user.id)
  return { user, key }
}

async function push(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: ImportDto & { error?: { code: string } }; headers: Headers }> {
  const response = await POST(
    new Request('http://localhost/api/catalog/imports/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  )
  return { status: response.status, body: (await response.json()) as never, headers: response.headers }
}

const auth = (a: Account) => ({ authorization: `users API-Key ${a.key}` })

let crm: Account
let flats: Property[]
const touched = new Map<number, Pick<Property, 'price' | 'status' | 'old_price' | 'price_per_m2'>>()

async function property(id: number) {
  return (await cms()).findByID({ collection: 'properties', id, depth: 0 })
}

beforeAll(async () => {
  const payload = await cms()
  crm = await account('integration')
  flats = (
    await payload.find({
      collection: 'properties',
      where: { status: { equals: 'available' }, old_price: { exists: false } },
      limit: 6,
      depth: 0,
    })
  ).docs
  for (const f of flats) touched.set(f.id, { price: f.price, status: f.status, old_price: f.old_price, price_per_m2: f.price_per_m2 })
})

afterAll(async () => {
  const payload = await cms()
  for (const [id, was] of touched) await payload.db.updateOne({ collection: 'properties', id, data: was })
  // The history and imports keep their author (set null); the accounts go.
  await payload.delete({ collection: 'users', where: { id: { in: made } } })
})

describe(`catalogue push API (${inject('dialect')})`, () => {
  it('refuses a request without a key (401), with a wrong one (401) and from a staff account (403)', async () => {
    const body = { mode: 'preview', rows: [{ code: flats[0]!.ref_id, price: 1 }] }
    expect((await push(body)).status).toBe(401)
    expect((await push(body, { authorization: `users API-Key ${randomUUID()}` })).status).toBe(401)
    const sales = await account('sales')
    const refused = await push(body, auth(sales))
    expect(refused.status).toBe(403)
    expect(refused.body.error?.code).toBe('forbidden')
  })

  it('validates the body with per-field messages', async () => {
    const answer = await push({ mode: 'apply', rows: [{ code: '', status: 'reserved' }] }, auth(crm))
    expect(answer.status).toBe(400)
    expect(answer.body.error?.code).toBe('validation_error')
  })

  it('previews without writing, then applies with the account as the history source', async () => {
    const [a, b] = flats
    const rows = [
      { code: a!.ref_id, price: a!.price + 100_000 },
      { code: b!.ref_id, status: 'sold' },
      { code: 'НЕТ-ТАКОГО', price: 5_000_000 },
    ]
    const preview = await push({ mode: 'preview', list: 'partial', rows }, auth(crm))
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({ status: 'planned', counts: { price_changes: 1, status_changes: 1, unknown: 1 } })
    expect((await property(a!.id)).price).toBe(a!.price)

    const applied = await push({ mode: 'apply', list: 'partial', rows }, auth(crm))
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ status: 'applied', source: { kind: 'api', name: crm.user.email } })
    expect((await property(a!.id)).price).toBe(a!.price + 100_000)
    expect((await property(b!.id)).status).toBe('sold')
    const history = await (await cms()).find({ collection: 'property-changes', where: { import: { equals: applied.body.id } }, depth: 0 })
    expect(history.docs.map((h) => [h.source, h.source_name, h.user])).toEqual([
      ['api', crm.user.email, crm.user.id],
      ['api', crm.user.email, crm.user.id],
    ])
  })

  it('an Idempotency-Key applies a request once; the same key with another body is a 409', async () => {
    const c = flats[2]!
    const key = randomUUID()
    const body = { mode: 'apply', rows: [{ code: c.ref_id, price: c.price + 10_000 }] }
    const first = await push(body, { ...auth(crm), 'idempotency-key': key })
    expect(first.status).toBe(200)
    // Another change in between: a replay must not apply the old request again.
    await (await cms()).update({ collection: 'properties', id: c.id, data: { price: c.price + 20_000 }, depth: 0 })
    const again = await push(body, { ...auth(crm), 'idempotency-key': key })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.id).toBe(first.body.id)
    expect((await property(c.id)).price).toBe(c.price + 20_000)
    const other = await push({ ...body, rows: [{ code: c.ref_id, price: 1_000_000 }] }, { ...auth(crm), 'idempotency-key': key })
    expect(other.status).toBe(409)
  })

  it('guarded changes answer 202 and write nothing', async () => {
    const d = flats[3]!
    const answer = await push({ mode: 'apply', rows: [{ code: d.ref_id, price: d.price * 2 }] }, auth(crm))
    expect(answer.status).toBe(202)
    expect(answer.body).toMatchObject({ status: 'awaiting', guards: [expect.objectContaining({ kind: 'price_jump', code: d.ref_id })] })
    expect((await property(d.id)).price).toBe(d.price)
  })

  it('an integration account may do nothing else: no staff data, no property edits, no admin panel', async () => {
    const payload = await cms()
    const user = { ...crm.user, collection: 'users' as const }
    await expect(payload.find({ collection: 'leads', user, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'users', user, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'catalog-imports', user, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({ collection: 'properties', id: flats[4]!.id, data: { price: 1 }, user, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({ collection: 'users', id: crm.user.id, data: { name: 'x' }, user, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    const usersConfig = payload.collections.users.config
    const req = { user, payload } as never
    expect(await usersConfig.access.admin!({ req })).toBe(false)
    // Nor queue or run jobs (the connectors' pulls, backups) through the REST API.
    expect(await payload.config.jobs.access!.queue!({ req } as never)).toBe(false)
    expect(await payload.config.jobs.access!.run!({ req } as never)).toBe(false)
    // A colleague still gets in.
    const sales = await account('sales')
    expect(await usersConfig.access.admin!({ req: { user: { ...sales.user, collection: 'users' }, payload } as never })).toBe(true)
  })

  let wholeList = 0
  it('a whole list is applied by a process of its own, whose change reaches this one', async () => {
    const f = flats[5]!
    // One real change among unknown codes: more rows than a request applies itself.
    const rows = [
      { code: f.ref_id, price: f.price + 30_000 },
      ...Array.from({ length: OWN_PROCESS_ROWS }, (_, i) => ({ code: `НЕТ-В-КАТАЛОГЕ-${i}`, price: 9_000_000 })),
    ]
    const heard: ChangeEvent[] = []
    const stop = onCmsChange((event) => heard.push(event))
    try {
      const answer = await push({ mode: 'apply', list: 'partial', rows }, auth(crm))
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ status: 'applied', counts: { rows: rows.length, price_changes: 1, unknown: OWN_PROCESS_ROWS } })
      expect((await property(f.id)).price).toBe(f.price + 30_000)
      expect(heard).toContainEqual({ kind: 'collection', slug: 'properties', ids: [f.id] })
      wholeList = answer.body.id
    } finally {
      stop()
    }
  }, 120_000)

  it('the warm process of a served site runs job after job in one start: a rollback report, a refusal as an ImportError', async () => {
    const f = flats[5]!
    // The primary's side (scripts/serve.mjs) with this test as its worker: what the worker sends goes through route().
    const service = startImportService()
    const listeners = new Set<(message: unknown) => void>()
    const channel: ImportChannel = {
      send: (message) => expect(service.route(message, (reply) => listeners.forEach((listener) => listener(reply)))).toBe(true),
      listen: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const heard: ChangeEvent[] = []
    const stop = onCmsChange((event) => heard.push(event))
    try {
      const pid = service.pid
      const rolledBack = await runInWarmProcess({ kind: 'rollback', id: wholeList, user: crm.user.id }, channel)
      expect(rolledBack).toMatchObject({ id: wholeList, status: 'rolled_back', rollback: { restored: 1, changedSince: [] } })
      expect((await property(f.id)).price).toBe(f.price)
      expect(heard).toContainEqual({ kind: 'collection', slug: 'properties', ids: [f.id] })
      const refused = runInWarmProcess({ kind: 'rollback', id: wholeList }, channel)
      await expect(refused).rejects.toBeInstanceOf(ImportError)
      await expect(refused).rejects.toThrow('Откатить можно только применённый импорт')
      // Both jobs in the process started once, and nothing is left waiting for an answer.
      expect(service.pid).toBe(pid)
      expect(listeners.size).toBe(0)
      // Another message is not the service's to take.
      expect(service.route({ type: 'nz:cms-change', event: {} }, () => {})).toBe(false)
    } finally {
      stop()
      service.stop()
    }
  }, 240_000) // the process loads Payload: seconds on an idle machine, far more beside other tests
})
