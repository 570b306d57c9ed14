/**
 * The import engine's rules, free of the database: given the catalogue as it is and the rows a price list, a
 * CRM or a connector sent, what would change, what is refused and why, and what waits for an admin. Every way
 * a change arrives is planned here, so every source follows the same rules.
 */
import type { PriceListRow, PriceListStatus, RowError } from './price-list/types'

export type StoredStatus = PriceListStatus
export type ListMode = 'partial' | 'full'

/** A property as the engine sees it. */
export interface CurrentProperty {
  id: number
  code: string
  price: number
  oldPrice: number | null
  area: number
  status: StoredStatus
  /** Epoch ms of a booking's hold, or null. */
  holdUntil: number | null
}

/** Why a change waits for an admin's confirmation instead of being applied. */
export type GuardKind = 'price_jump' | 'non_positive_price' | 'sold_back_on_sale' | 'mass_off_sale' | 'full_list_errors'

export interface PlannedChange {
  property: number
  code: string
  /** The row of the list; null for a property a full list left out. */
  row: number | null
  price_before: number
  price: number
  old_price_before: number | null
  old_price: number | null
  price_per_m2: number | null
  /** The status visitors saw (a booking whose hold ran out counts as on sale) and the one it becomes. */
  status_before: StoredStatus
  status: StoredStatus
}

export interface GuardHit {
  row: number | null
  code: string
  kind: GuardKind
  message: string
}

export interface Conflict {
  row: number | null
  code: string
  property: number
  message: string
}

export interface ImportPlan {
  mode: ListMode
  rows: number
  changes: PlannedChange[]
  unchanged: number
  unknown: { row: number; code: string }[]
  errors: RowError[]
  duplicates: { code: string; rows: number[] }[]
  /** Properties a full list left out, taken off sale (they are among `changes` too). */
  missing: number
  conflicts: Conflict[]
  guards: GuardHit[]
}

export interface ImportCounts {
  rows: number
  price_changes: number
  status_changes: number
  unchanged: number
  unknown: number
  errors: number
  duplicates: number
  missing: number
  conflicts: number
  guarded: number
}

export interface PlanOptions {
  mode: ListMode
  now: number
  /** A price moving by more than this share (percent) waits for confirmation. */
  guardPercent: number
  /** Row errors found before the engine (the file parser's), reported with the engine's own. */
  errors?: readonly RowError[]
}

/** A full list that would take more than this share of the properties on sale off sale waits for confirmation. */
export const MASS_OFF_SALE_SHARE = 0.25
/** …but a handful never does: a small catalogue sells out one flat at a time. */
const MASS_OFF_SALE_MIN = 10

export const STATUS_TEXT: Record<StoredStatus, string> = {
  available: 'в продаже',
  booked: 'бронь',
  sold: 'продана',
  off_sale: 'не в продаже',
}

const rub = (n: number) => `${Math.round(n).toLocaleString('ru-RU')} ₽`
const moscow = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' })

/** A booking made on this site that still holds its flat. */
export function heldBySite(p: Pick<CurrentProperty, 'status' | 'holdUntil'>, now: number): boolean {
  return p.status === 'booked' && p.holdUntil !== null && p.holdUntil > now
}

/** The status visitors see: a booking whose hold ran out is on sale again (the rule of properties/status.ts). */
export function visibleStatus(p: Pick<CurrentProperty, 'status' | 'holdUntil'>, now: number): StoredStatus {
  return p.status === 'booked' && p.holdUntil !== null && p.holdUntil <= now ? 'available' : p.status
}

const onSale = (status: StoredStatus) => status === 'available' || status === 'booked'

/** What a row asks for, or why it cannot be read. */
function rowError(row: PriceListRow): string | null {
  if (!row.code.trim()) return 'Не указан код помещения'
  for (const [value, name] of [
    [row.price, 'Цена'],
    [row.oldPrice, 'Старая цена'],
    [row.discountPercent, 'Скидка'],
  ] as const) {
    if (value !== undefined && !Number.isFinite(value)) return `${name} — не число`
  }
  if (row.discountPercent !== undefined && (row.discountPercent < 0 || row.discountPercent >= 100)) return 'Скидка должна быть от 0 до 99 %'
  if (row.discountPercent !== undefined && row.price === undefined) return 'Скидка указана без цены'
  if (row.price === undefined && row.status === undefined && row.oldPrice === undefined) return 'В строке нет ни цены, ни статуса'
  return null
}

/**
 * The price and old price a row sets. A discount applies to the row's price, which becomes the struck-out old
 * price; an old price is taken as given; without either, an old price that is no longer above the price goes.
 */
function targetPrices(row: PriceListRow, p: CurrentProperty): { price: number; oldPrice: number | null } {
  let price = p.price
  let oldPrice = p.oldPrice
  if (row.price !== undefined) {
    if (row.discountPercent !== undefined && row.discountPercent > 0) {
      price = Math.round(row.price * (1 - row.discountPercent / 100))
      oldPrice = row.price
    } else {
      price = row.price
      if (row.discountPercent !== undefined) oldPrice = null
    }
  }
  if (row.oldPrice !== undefined) oldPrice = row.oldPrice
  if (oldPrice !== null && oldPrice <= price) oldPrice = null
  return { price, oldPrice }
}

const perSquareMetre = (price: number, area: number) => (price > 0 && area > 0 ? Math.round(price / area) : null)

/** The plan of an import: computed before anything is written, and again, against the catalogue then, when it is applied. */
export function planImport(properties: readonly CurrentProperty[], rows: readonly PriceListRow[], options: PlanOptions): ImportPlan {
  const { now, guardPercent } = options
  const byCode = new Map<string, CurrentProperty>()
  for (const p of properties) byCode.set(p.code, p)

  const errors: RowError[] = [...(options.errors ?? [])]
  const valid: PriceListRow[] = []
  const named = new Set<string>()
  for (const row of rows) {
    const code = row.code.trim()
    if (code) named.add(code)
    const error = rowError(row)
    if (error) errors.push({ row: row.row, message: error })
    else valid.push(code === row.code ? row : { ...row, code })
  }

  const rowsOf = new Map<string, number[]>()
  for (const row of valid) {
    const seen = rowsOf.get(row.code)
    if (seen) seen.push(row.row)
    else rowsOf.set(row.code, [row.row])
  }
  const duplicates = [...rowsOf].filter(([, r]) => r.length > 1).map(([code, r]) => ({ code, rows: r }))

  const changes: PlannedChange[] = []
  const unknown: ImportPlan['unknown'] = []
  const conflicts: Conflict[] = []
  const guards: GuardHit[] = []
  let unchanged = 0

  for (const row of valid) {
    if (rowsOf.get(row.code)!.length > 1) continue
    const p = byCode.get(row.code)
    if (!p) {
      unknown.push({ row: row.row, code: row.code })
      continue
    }
    const before = visibleStatus(p, now)
    let status = row.status ?? before
    if (status !== before && heldBySite(p, now) && status !== 'sold') {
      conflicts.push({
        row: row.row,
        code: p.code,
        property: p.id,
        message: `Квартира забронирована на сайте до ${moscow.format(p.holdUntil!)}, в CRM — «${STATUS_TEXT[status]}»: бронь сохранена`,
      })
      status = before
    }
    const { price, oldPrice } = targetPrices(row, p)
    if (price === p.price && oldPrice === p.oldPrice && status === before) {
      unchanged++
      continue
    }
    changes.push({
      property: p.id,
      code: p.code,
      row: row.row,
      price_before: p.price,
      price,
      old_price_before: p.oldPrice,
      old_price: oldPrice,
      price_per_m2: perSquareMetre(price, p.area),
      status_before: before,
      status,
    })
    const guard = (kind: GuardKind, message: string) => guards.push({ row: row.row, code: p.code, kind, message })
    if (price !== p.price) {
      if (price <= 0) guard('non_positive_price', `Цена ${rub(price)} — ноль или меньше`)
      else if (p.price > 0 && (Math.abs(price - p.price) / p.price) * 100 > guardPercent) {
        const share = Math.round((Math.abs(price - p.price) / p.price) * 1000) / 10
        guard(
          'price_jump',
          `Цена меняется на ${share.toLocaleString('ru-RU')} %: ${rub(p.price)} → ${rub(price)} (порог ${guardPercent} %)`,
        )
      }
    }
    if (before === 'sold' && onSale(status))
      guard('sold_back_on_sale', `Проданная квартира возвращается в продажу («${STATUS_TEXT[status]}»)`)
  }

  let missing = 0
  if (options.mode === 'full') {
    let onSaleCount = 0
    for (const p of properties) {
      const before = visibleStatus(p, now)
      if (!onSale(before)) continue
      onSaleCount++
      if (named.has(p.code)) continue
      if (heldBySite(p, now)) {
        conflicts.push({
          row: null,
          code: p.code,
          property: p.id,
          message: 'Квартиры нет в полном списке, но она забронирована на сайте: бронь сохранена',
        })
        continue
      }
      missing++
      changes.push({
        property: p.id,
        code: p.code,
        row: null,
        price_before: p.price,
        price: p.price,
        old_price_before: p.oldPrice,
        old_price: p.oldPrice,
        price_per_m2: perSquareMetre(p.price, p.area),
        status_before: before,
        status: 'off_sale',
      })
    }
    // A row the parser could not read names no code, so its flat would look left out: a full list with errors takes
    // nothing off sale unconfirmed.
    if (missing > 0 && errors.length > 0) {
      guards.push({
        row: null,
        code: '',
        kind: 'full_list_errors',
        message: `В полном списке строк с ошибками: ${errors.length}. Снять с продажи ${missing} помещений — только после проверки: их строки могли не прочитаться`,
      })
    }
    if (missing > MASS_OFF_SALE_MIN && missing > onSaleCount * MASS_OFF_SALE_SHARE) {
      guards.push({
        row: null,
        code: '',
        kind: 'mass_off_sale',
        message: `Полный список снимает с продажи ${missing} из ${onSaleCount} помещений в продаже`,
      })
    }
  }

  errors.sort((a, b) => a.row - b.row)
  return { mode: options.mode, rows: rows.length, changes, unchanged, unknown, errors, duplicates, missing, conflicts, guards }
}

/** The figures of a plan, as the import record and the admin show them. */
export function countsOf(plan: ImportPlan): ImportCounts {
  let priceChanges = 0
  let statusChanges = 0
  for (const c of plan.changes) {
    if (c.price !== c.price_before || c.old_price !== c.old_price_before) priceChanges++
    if (c.status !== c.status_before) statusChanges++
  }
  return {
    rows: plan.rows,
    price_changes: priceChanges,
    status_changes: statusChanges,
    unchanged: plan.unchanged,
    unknown: plan.unknown.length,
    errors: plan.errors.length,
    duplicates: plan.duplicates.reduce((n, d) => n + d.rows.length, 0),
    missing: plan.missing,
    conflicts: plan.conflicts.length,
    guarded: plan.guards.length,
  }
}
