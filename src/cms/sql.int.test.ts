// The raw SQL escape hatch (src/cms/sql.ts) against the real adapter of each dialect: SQLite always, PostgreSQL
// when TEST_DATABASE_URL is set. If a Payload upgrade changes the adapter's shape, these fail first.
import { describe, expect, inject, it } from 'vitest'

import { cms } from '@/cms/client'

import { sql, sqlDatabase, sqlNumber } from './sql'

const dialect = inject('dialect')

describe(`raw SQL over Payload's adapter (${dialect})`, () => {
  it('names the dialect it runs on and refuses a table that does not exist', async () => {
    const db = sqlDatabase(await cms())
    expect(db.dialect).toBe(dialect)
    expect(() => db.table('no_such_table')).toThrow('no database table no_such_table')
  })

  it('select, where and execute read what the Local API reads', async () => {
    const payload = await cms()
    const db = sqlDatabase(payload)
    const t = db.table('properties')
    const { totalDocs } = await payload.count({ collection: 'properties' })
    const { docs } = await payload.find({ collection: 'properties', sort: 'id', limit: 1, depth: 0 })
    const first = docs[0]!
    expect(totalDocs).toBeGreaterThan(0)

    const [counted] = await db.select({ n: sql`count(*)` }).from(t)
    expect(sqlNumber(counted?.n)).toBe(totalDocs)
    const rows = await db
      .select({ ref: t.ref_id, price: t.price })
      .from(t)
      .where(sql`${t.id} = ${first.id}`)
    expect(rows).toEqual([{ ref: first.ref_id, price: expect.anything() }])
    expect(sqlNumber(rows[0]!.price)).toBe(first.price)
    const raw = await db.execute(sql`select ${t.ref_id} as ref from ${t} where ${t.id} = ${first.id}`)
    expect(raw.map((r) => r.ref)).toEqual([first.ref_id])
  })

  it('update … returning changes only the rows the condition names', async () => {
    const payload = await cms()
    const db = sqlDatabase(payload)
    const t = db.table('subscribers')
    const [a, b] = await Promise.all(
      ['sql-a@example.com', 'sql-b@example.com'].map((email) =>
        payload.create({ collection: 'subscribers', data: { name: 'SQL', email, page_url: '/before' } }),
      ),
    )
    const rows = await db
      .update(t)
      .set({ page_url: '/after' })
      .where(sql`${t.id} = ${a!.id}`)
      .returning({ id: t.id, url: t.page_url })
    expect(rows.map((r) => [sqlNumber(r.id), r.url])).toEqual([[a!.id, '/after']])
    const other = await payload.findByID({ collection: 'subscribers', id: b!.id, depth: 0 })
    expect(other.page_url).toBe('/before')
    await payload.delete({ collection: 'subscribers', where: { id: { in: [a!.id, b!.id] } } })
  })

  it('a transaction commits its raw writes and the Local API calls bound to it together, or rolls both back', async () => {
    const payload = await cms()
    const db = sqlDatabase(payload)
    const t = db.table('subscribers')
    const email = (name: string) => `sql-tx-${name}@example.com`
    const find = async (name: string) =>
      (await payload.find({ collection: 'subscribers', where: { email: { equals: email(name) } }, depth: 0 })).docs

    const committed = await db.transaction(async (tx, req) => {
      const doc = await payload.create({ collection: 'subscribers', req, data: { name: 'SQL', email: email('commit') } })
      await tx
        .update(t)
        .set({ page_url: '/tx' })
        .where(sql`${t.id} = ${doc.id}`)
      return doc.id
    })
    expect((await find('commit')).map((d) => [d.id, d.page_url])).toEqual([[committed, '/tx']])

    await expect(
      db.transaction(async (tx, req) => {
        const doc = await payload.create({ collection: 'subscribers', req, data: { name: 'SQL', email: email('rollback') } })
        const [seen] = await tx
          .select({ id: t.id })
          .from(t)
          .where(sql`${t.id} = ${doc.id}`)
        // Inside the transaction its own write is visible…
        expect(sqlNumber(seen?.id)).toBe(doc.id)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    // …and after the rollback it is gone.
    expect(await find('rollback')).toEqual([])
    await payload.delete({ collection: 'subscribers', where: { email: { equals: email('commit') } } })
  })

  it('transactions started together all complete (SQLite queues them instead of failing with SQLITE_BUSY)', async () => {
    const payload = await cms()
    const db = sqlDatabase(payload)
    const t = db.table('subscribers')
    const doc = await payload.create({ collection: 'subscribers', data: { name: 'SQL', email: 'sql-race@example.com', page_url: '0' } })
    // Each reads the value and writes it plus one: only serialised transactions end at 8.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select({ url: t.page_url })
            .from(t)
            .where(sql`${t.id} = ${doc.id}`)
          await tx
            .update(t)
            .set({ page_url: String(Number(row?.url) + 1) })
            .where(sql`${t.id} = ${doc.id} and ${t.page_url} = ${String(row?.url)}`)
        }),
      ),
    )
    const after = await payload.findByID({ collection: 'subscribers', id: doc.id, depth: 0 })
    if (dialect === 'sqlite') expect(after.page_url).toBe('8')
    else expect(Number(after.page_url)).toBeGreaterThanOrEqual(1)
    await payload.delete({ collection: 'subscribers', id: doc.id })
  })
})
