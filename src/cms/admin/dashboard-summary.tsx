import type { Payload, ServerProps, Where } from 'payload'

import { countRu } from '../../lib/plural'
import { hasRole } from '../access'
import { readBackupStatus } from '../backup/status'
import { backupStatusLine } from '../backup/status-line'
import styles from './dashboard-summary.module.css'
import { readSyncStatus } from './catalog-sync-status'
import { lastImportLine, readLastImport } from './last-import'
import { listUrl, readAttention } from './attention'
import { moscowDateTime, startOfMoscowDay } from './moscow-time'

const DAY_MS = 24 * 60 * 60 * 1000
/** How many bookings the dashboard lists (the rest are one click away). */
const BOOKINGS_SHOWN = 8

export { startOfMoscowDay }

/** A flat nobody holds: on sale, or booked with a hold that has run out (the site's own rule). */
const freeFlat = (now: string): Where => ({
  and: [
    { type: { equals: 'flat' } },
    { or: [{ status: { equals: 'available' } }, { and: [{ status: { equals: 'booked' } }, { hold_until: { less_than_equal: now } }] }] },
  ],
})

/**
 * A unit the catalogue shows as booked: «Забронирована» with a hold still running, or with none (a CRM's
 * booking) — the site's own rule (effectiveStatus), so the dashboard counts what a buyer sees.
 */
export const bookedUnit = (now: string): Where => ({
  and: [{ status: { equals: 'booked' } }, { or: [{ hold_until: { greater_than: now } }, { hold_until: { exists: false } }] }],
})

/** The booked units to list: the nearest deadlines first, then the CRM's bookings without one; and how many in all. */
async function readBookedUnits(payload: Payload, now: string) {
  const select = { ref_id: true, hold_until: true } as const
  const [dated, total] = await Promise.all([
    payload.find({
      collection: 'properties',
      where: { and: [{ status: { equals: 'booked' } }, { hold_until: { greater_than: now } }] },
      sort: 'hold_until',
      limit: BOOKINGS_SHOWN,
      depth: 0,
      select,
    }),
    payload.count({ collection: 'properties', where: bookedUnit(now) }),
  ])
  const room = BOOKINGS_SHOWN - dated.docs.length
  const undated = room
    ? await payload.find({
        collection: 'properties',
        where: { and: [{ status: { equals: 'booked' } }, { hold_until: { exists: false } }] },
        sort: 'ref_id',
        limit: room,
        depth: 0,
        select,
      })
    : { docs: [] }
  return { docs: [...dated.docs, ...undated.docs], totalDocs: total.totalDocs }
}

interface Summary {
  leadsToday: number
  leadsWeek: number
  bookings: { id: number; flat: string; until: string; lead: { id: number; name: string } | null }[]
  bookingsTotal: number
  buildings: { name: string; free: number }[]
}

/** Reads what the dashboard shows: new leads, active bookings, free flats by building. */
export async function readSummary(payload: Payload, now = new Date(), withSales = true): Promise<Summary> {
  const iso = now.toISOString()
  const today = startOfMoscowDay(now).toISOString()
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString()
  const [buildings, leadsToday, leadsWeek, bookings] = await Promise.all([
    payload.find({ collection: 'buildings', sort: 'number', pagination: false, depth: 0, select: { name: true } }),
    withSales ? payload.count({ collection: 'leads', where: { createdAt: { greater_than_equal: today } } }) : { totalDocs: 0 },
    withSales ? payload.count({ collection: 'leads', where: { createdAt: { greater_than_equal: weekAgo } } }) : { totalDocs: 0 },
    withSales ? readBookedUnits(payload, iso) : { docs: [], totalDocs: 0 },
  ])
  // Who holds each listed unit: its latest booking lead, if the booking was made on the site.
  const holders = bookings.docs.length
    ? await payload.find({
        collection: 'leads',
        where: { and: [{ type: { equals: 'booking' } }, { property: { in: bookings.docs.map((unit) => unit.id) } }] },
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        select: { name: true, property: true },
      })
    : { docs: [] }
  const holderOf = (unit: number) => holders.docs.find((lead) => lead.property === unit)
  const free = await Promise.all(
    buildings.docs.map((b) => payload.count({ collection: 'properties', where: { and: [freeFlat(iso), { building: { equals: b.id } }] } })),
  )
  return {
    leadsToday: leadsToday.totalDocs,
    leadsWeek: leadsWeek.totalDocs,
    bookings: bookings.docs.map((unit) => {
      const lead = holderOf(unit.id)
      return {
        id: unit.id,
        flat: unit.ref_id,
        until: moscowDateTime(unit.hold_until) || 'без срока',
        lead: lead ? { id: lead.id, name: lead.name || 'Без имени' } : null,
      }
    }),
    bookingsTotal: bookings.totalDocs,
    buildings: buildings.docs.map((b, i) => ({ name: b.name, free: free[i]!.totalDocs })),
  }
}

/**
 * The first thing on the admin's home page: what the team looks at every morning. Sales (and admins) see new
 * leads and the active bookings with their deadlines; everyone sees the free flats by building.
 */
export async function DashboardSummary({ payload, user }: ServerProps) {
  const withSales = hasRole(user, 'sales')
  const now = new Date()
  const isAdmin = hasRole(user)
  const withContent = hasRole(user, 'editor')
  const [summary, attention, backup, lastImport, sync] = await Promise.all([
    readSummary(payload, now, withSales),
    readAttention(payload, { now, withSales, withContent }),
    isAdmin ? readBackupStatus() : null,
    withSales ? readLastImport(payload).then(lastImportLine) : null,
    withSales ? readSyncStatus(payload, now) : [],
  ])
  const admin = payload.config.routes.admin
  const totalFree = summary.buildings.reduce((sum, b) => sum + b.free, 0)
  return (
    <section className={styles.summary} aria-label="Сводка">
      <div className={`${styles.card} ${styles.attention}`}>
        <h2 className={styles.title}>Требует внимания сегодня</h2>
        {attention.length === 0 && !lastImport && sync.length === 0 ? (
          <p className={styles.empty}>Всё спокойно: новых заявок без ответственного, сбоев доставки и срочных броней нет.</p>
        ) : (
          <ul className={styles.items}>
            {attention.map((item) => (
              <li key={item.text} data-ok={item.ok}>
                <a href={item.href}>{item.text}</a>
              </li>
            ))}
            {lastImport && (
              <li data-ok={lastImport.ok}>
                <a href={`${admin}/collections/catalog-imports`}>{lastImport.text}</a>
              </li>
            )}
            {sync.map((line) => (
              <li key={line.text} data-ok={line.ok}>
                <a href={`${admin}/globals/catalog-sync`}>{line.text}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {withSales && (
        <>
          <div className={styles.card}>
            <h2 className={styles.title}>Новые заявки</h2>
            <div className={styles.figures}>
              <a
                className={styles.figure}
                href={listUrl(admin, 'leads', { createdAt: { greater_than_equal: startOfMoscowDay(now).toISOString() } })}
              >
                <strong>{summary.leadsToday}</strong> сегодня
              </a>
              <a
                className={styles.figure}
                href={listUrl(admin, 'leads', { createdAt: { greater_than_equal: new Date(now.getTime() - 7 * DAY_MS).toISOString() } })}
              >
                <strong>{summary.leadsWeek}</strong> за 7 дней
              </a>
            </div>
          </div>
          <div className={styles.card}>
            <h2 className={styles.title}>
              <a href={listUrl(admin, 'properties', { status: { equals: 'booked' } })}>Активные брони</a>{' '}
              <span className={styles.count}>{summary.bookingsTotal}</span>
            </h2>
            {summary.bookings.length === 0 ? (
              <p className={styles.empty}>Активных броней нет</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Клиент</th>
                    <th scope="col">Помещение</th>
                    <th scope="col">До (МСК)</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.bookings.map((b) => (
                    <tr key={b.id}>
                      <td>{b.lead ? <a href={`${admin}/collections/leads/${b.lead.id}`}>{b.lead.name}</a> : 'бронь из CRM'}</td>
                      <td>
                        <a href={`${admin}/collections/properties/${b.id}`}>{b.flat}</a>
                      </td>
                      <td>{b.until}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
      <div className={styles.card}>
        <h2 className={styles.title}>
          Свободные квартиры <span className={styles.count}>{countRu(totalFree, ['квартира', 'квартиры', 'квартир'])}</span>
        </h2>
        <ul className={styles.buildings}>
          {summary.buildings.map((b) => (
            <li key={b.name}>
              <span>{b.name}</span>
              <strong>{b.free}</strong>
            </li>
          ))}
        </ul>
      </div>
      {isAdmin && (
        <p className={styles.backup} data-ok={backup?.ok ?? 'none'}>
          {backupStatusLine(backup, now)}
        </p>
      )}
    </section>
  )
}
