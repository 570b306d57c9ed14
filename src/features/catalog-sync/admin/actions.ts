'use server'

import { headers } from 'next/headers'

import { cms, hasRole } from '@/features/cms-runtime'

import type { ImportDto } from '../api.schema'
import { applyImport, ImportError, lastMapping, planImport, readImport, rollbackImport, type RollbackReport } from '../engine'
import { isLargeImport, runInOwnProcess } from '../own-process'
import { type ColumnMapping, MAX_FILE_BYTES, PriceListError, readPriceList } from '../price-list'
import { toImportDto } from '../push'

/**
 * The admin's «Импорт прайса» screen talks to the engine through these server actions: Next checks their
 * origin, and each checks the session's role (sales or admin) itself.
 */

export type PreviewResult =
  | { ok: false; message: string }
  | { ok: true; needsMapping: true; headers: string[]; mapping: ColumnMapping | null }
  | { ok: true; needsMapping: false; headers: string[]; mapping: ColumnMapping; import: ImportDto }

async function salesUser(): Promise<{ id: number } | null> {
  const payload = await cms()
  const { user } = await payload.auth({ headers: await headers() })
  return user && hasRole(user, 'sales') ? (user as { id: number }) : null
}

const FORBIDDEN = 'Импортом прайса занимается отдел продаж: войдите под своей учётной записью'

const mappingOf = (value: FormDataEntryValue | null): ColumnMapping | undefined => {
  if (typeof value !== 'string' || !value) return undefined
  try {
    const parsed = JSON.parse(value) as Partial<ColumnMapping>
    if (typeof parsed.code !== 'string' || !parsed.code) return undefined
    const out: ColumnMapping = { code: parsed.code }
    for (const key of ['price', 'status', 'oldPrice', 'discount'] as const)
      if (typeof parsed[key] === 'string' && parsed[key]) out[key] = parsed[key]
    return out
  } catch {
    return undefined
  }
}

/**
 * Reads the uploaded file and plans it (the import record is stored with its plan; nothing is applied). The
 * columns are mapped as the admin said, else as last time, else as the headers suggest; when none fits, the
 * admin is asked to map them.
 */
export async function previewPriceList(form: FormData): Promise<PreviewResult> {
  const user = await salesUser()
  if (!user) return { ok: false, message: FORBIDDEN }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: 'Выберите файл прайс-листа (XLSX или CSV)' }
  if (file.size > MAX_FILE_BYTES)
    return {
      ok: false,
      message: `Файл больше ${MAX_FILE_BYTES / 1024 / 1024} МБ: загрузите прайс-лист поменьше или разделите его на части`,
    }
  const mode = form.get('mode') === 'full' ? 'full' : 'partial'
  const payload = await cms()
  const input = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
  try {
    const given = mappingOf(form.get('mapping'))
    const remembered = given ? undefined : ((await lastMapping(payload)) ?? undefined)
    let parsed = await readPriceList(input, given ?? remembered)
    if (!parsed.mapping && remembered) parsed = await readPriceList(input)
    if (!parsed.mapping) return { ok: true, needsMapping: true, headers: parsed.headers, mapping: given ?? remembered ?? null }
    const planned = await planImport(payload, parsed.rows, {
      mode,
      source: { kind: 'file', name: file.name },
      user: user.id,
      errors: parsed.errors,
      mapping: parsed.mapping,
    })
    return { ok: true, needsMapping: false, headers: parsed.headers, mapping: parsed.mapping, import: toImportDto(planned) }
  } catch (error) {
    if (error instanceof PriceListError) return { ok: false, message: error.message }
    throw error
  }
}

export type ApplyResult = { ok: false; message: string } | { ok: true; import: ImportDto }

/** Is this import a whole list, to be applied or rolled back in a process of its own (own-process.ts)? */
async function isLarge(id: number): Promise<boolean> {
  const record = await readImport(await cms(), id)
  return isLargeImport(Math.max(record?.rows?.rows.length ?? 0, record?.plan?.changes.length ?? 0))
}

/** Applies a planned import; `confirm` lets the guarded changes through. */
export async function applyPriceImport(id: number, confirm: boolean): Promise<ApplyResult> {
  const user = await salesUser()
  if (!user) return { ok: false, message: FORBIDDEN }
  try {
    const outcome = (await isLarge(id))
      ? await runInOwnProcess({ kind: 'apply', id, confirm })
      : await applyImport(await cms(), id, { confirm })
    return { ok: true, import: toImportDto(outcome) }
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message }
    return { ok: false, message: `Импорт не применён, ничего не изменено: ${error instanceof Error ? error.message : String(error)}` }
  }
}

export type RollbackResult = { ok: false; message: string } | { ok: true; report: RollbackReport }

/** «Откатить». */
export async function rollbackPriceImport(id: number): Promise<RollbackResult> {
  const user = await salesUser()
  if (!user) return { ok: false, message: FORBIDDEN }
  try {
    const result = (await isLarge(id))
      ? await runInOwnProcess({ kind: 'rollback', id, user: user.id })
      : await rollbackImport(await cms(), id, { user: user.id })
    if (!result.rollback) throw new Error('процесс импорта не прислал итог отката')
    return { ok: true, report: result.rollback }
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message }
    throw error
  }
}
