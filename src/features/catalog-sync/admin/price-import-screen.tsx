'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import type { ImportDto } from '../api.schema'
import type { ColumnMapping } from '../price-list/types'
import { applyPriceImport, type PreviewResult, previewPriceList, rollbackPriceImport } from './actions'
import styles from './price-import.module.css'

export interface HistoryItem {
  id: number
  createdAt: string
  who: string
  source: string
  sourceKind: string
  mode: string
  status: string
  counts: { price_changes: number; status_changes: number; unchanged: number; errors: number }
  message: string | null
}

type Labels = { status: Record<string, string>; mode: Record<string, string>; source: Record<string, string> }

const MAPPED: { key: keyof ColumnMapping; label: string; required?: boolean }[] = [
  { key: 'code', label: 'Код в CRM', required: true },
  { key: 'price', label: 'Цена' },
  { key: 'status', label: 'Статус' },
  { key: 'oldPrice', label: 'Старая цена' },
  { key: 'discount', label: 'Скидка, %' },
]
const STATUS_TEXT: Record<string, string> = { available: 'в продаже', booked: 'бронь', sold: 'продана', off_sale: 'не в продаже' }
/** Rows of the changes table drawn at once; the counts above it cover the whole file. */
const SHOWN = 300

const rub = (n: number | null) => (n === null ? '—' : `${Math.round(n).toLocaleString('ru-RU')}\u00a0₽`)
const when = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))

function Counts({ dto }: { dto: ImportDto }) {
  const c = dto.counts
  const items: [string, number][] = [
    ['Строк', c.rows],
    ['Изменений цены', c.price_changes],
    ['Изменений статуса', c.status_changes],
    ['Без изменений', c.unchanged],
    ['Неизвестных кодов', c.unknown],
    ['Строк с ошибками', c.errors],
    ['Повторов кода', c.duplicates],
    ['Снимается с продажи', c.missing],
    ['Конфликтов с бронями', c.conflicts],
    ['Требуют подтверждения', c.guarded],
  ]
  return (
    <dl className={styles.counts}>
      {items.map(([label, value]) => (
        <div key={label} data-zero={value === 0 || undefined}>
          <dt>{label}</dt>
          <dd>{value.toLocaleString('ru-RU')}</dd>
        </div>
      ))}
    </dl>
  )
}

function Problems({ dto }: { dto: ImportDto }) {
  const lines: { row: number | null; text: string; kind: string }[] = [
    ...dto.guards.map((g) => ({ row: g.row, text: `${g.code ? `${g.code}: ` : ''}${g.message}`, kind: 'guard' })),
    ...dto.conflicts.map((c) => ({ row: c.row, text: `${c.code}: ${c.message}`, kind: 'conflict' })),
    ...dto.errors.map((e) => ({ row: e.row, text: e.message, kind: 'error' })),
    ...dto.unknown.map((u) => ({ row: u.row, text: `Код «${u.code}» не найден в каталоге`, kind: 'error' })),
    ...dto.duplicates.map((d) => ({
      row: d.rows[0]!,
      text: `Код «${d.code}» повторяется в строках ${d.rows.join(', ')}: ни одна не применена`,
      kind: 'error',
    })),
  ]
  if (lines.length === 0) return null
  return (
    <ul className={styles.problems}>
      {lines.slice(0, SHOWN).map((l, i) => (
        <li key={i} data-kind={l.kind}>
          {l.row !== null ? <b>Строка {l.row}. </b> : null}
          {l.text}
        </li>
      ))}
      {lines.length > SHOWN ? <li>…и ещё {lines.length - SHOWN}</li> : null}
    </ul>
  )
}

function Changes({ dto }: { dto: ImportDto }) {
  if (dto.changes.length === 0) return <p>Изменений нет.</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Строка</th>
          <th>Код</th>
          <th>Цена была</th>
          <th>Цена станет</th>
          <th>Статус был</th>
          <th>Статус станет</th>
        </tr>
      </thead>
      <tbody>
        {dto.changes.slice(0, SHOWN).map((c) => (
          <tr key={c.code}>
            <td>{c.row ?? '—'}</td>
            <td>{c.code}</td>
            <td>{rub(c.price_before)}</td>
            <td data-changed={c.price !== c.price_before || undefined}>{rub(c.price)}</td>
            <td>{STATUS_TEXT[c.status_before]}</td>
            <td data-changed={c.status !== c.status_before || undefined}>{STATUS_TEXT[c.status]}</td>
          </tr>
        ))}
      </tbody>
      {dto.changes.length > SHOWN ? (
        <tfoot>
          <tr>
            <td colSpan={6}>…и ещё {(dto.changes.length - SHOWN).toLocaleString('ru-RU')} изменений</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  )
}

/** The «Импорт прайса» screen: upload, map the columns, see the plan, apply; the history with «Откатить». */
export function PriceImportScreen({ history, canWrite, labels }: { history: HistoryItem[]; canWrite: boolean; labels: Labels }) {
  const router = useRouter()
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<'partial' | 'full'>('partial')
  const [preview, setPreview] = useState<PreviewResult | null>(null)
  const [mapping, setMapping] = useState<Partial<ColumnMapping>>({})
  const [confirm, setConfirm] = useState(false)
  const [stage, setStage] = useState<string | null>(null)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [pending, startTransition] = useTransition()

  const plan = preview?.ok && !preview.needsMapping ? preview.import : null

  const run = (label: string, work: () => Promise<void>) => {
    setStage(label)
    setMessage(null)
    startTransition(async () => {
      try {
        await work()
      } catch (error) {
        setMessage({ text: `Не получилось: ${error instanceof Error ? error.message : String(error)}`, ok: false })
      } finally {
        setStage(null)
      }
    })
  }

  const showPlan = (withMapping?: Partial<ColumnMapping>) =>
    run('Файл загружается и разбирается…', async () => {
      if (!file) return
      const form = new FormData()
      form.set('file', file)
      form.set('mode', mode)
      if (withMapping?.code) form.set('mapping', JSON.stringify(withMapping))
      const result = await previewPriceList(form)
      setPreview(result)
      setConfirm(false)
      if (!result.ok) setMessage({ text: result.message, ok: false })
      else if (result.needsMapping) setMapping(result.mapping ?? {})
      else {
        setMapping(result.mapping)
        router.refresh()
      }
    })

  const apply = () =>
    run('Изменения применяются…', async () => {
      if (!plan) return
      const result = await applyPriceImport(plan.id, confirm)
      if (!result.ok) return setMessage({ text: result.message, ok: false })
      setPreview({
        ok: true,
        needsMapping: false,
        headers: preview?.ok ? preview.headers : [],
        mapping: mapping as ColumnMapping,
        import: result.import,
      })
      setMessage(
        result.import.status === 'applied'
          ? {
              text:
                result.import.message ??
                `Применено: ${result.import.counts.price_changes} цен, ${result.import.counts.status_changes} статусов`,
              ok: true,
            }
          : { text: 'Есть изменения, которые нужно подтвердить: отметьте «Подтверждаю» и примените снова', ok: false },
      )
      router.refresh()
    })

  const rollback = (id: number) =>
    run('Импорт откатывается…', async () => {
      if (!window.confirm('Вернуть цены и статусы, которые изменил этот импорт?')) return
      const result = await rollbackPriceImport(id)
      if (!result.ok) return setMessage({ text: result.message, ok: false })
      const skipped = result.report.changedSince.length
      setMessage({
        text: `Откат: восстановлено ${result.report.restored}${skipped ? `, не тронуто ${skipped} — они изменились после импорта (${result.report.changedSince.map((s) => s.code).join(', ')})` : ''}`,
        ok: skipped === 0,
      })
      router.refresh()
    })

  return (
    <div className={styles.screen}>
      <h1>Импорт прайса</h1>
      {canWrite ? (
        <section className={styles.upload} aria-label="Загрузка прайс-листа">
          <p>
            Загрузите прайс-лист в XLSX или CSV, как его сохраняет Excel (разделитель «;», «,» или табуляция). Сначала покажем план
            изменений — ничего не изменится, пока вы не нажмёте «Применить».
          </p>
          <div className={styles.row}>
            <input
              type="file"
              accept=".xlsx,.csv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              aria-label="Файл прайс-листа"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setPreview(null)
                setMessage(null)
              }}
            />
            <label>
              Список{' '}
              <select value={mode} onChange={(e) => setMode(e.target.value as 'partial' | 'full')}>
                <option value="partial">Частичный: меняются только строки файла</option>
                <option value="full">Полный: чего нет в файле — снять с продажи</option>
              </select>
            </label>
            <button type="button" className="btn btn--style-primary btn--size-small" disabled={!file || pending} onClick={() => showPlan()}>
              Показать план
            </button>
          </div>
          {preview?.ok && preview.needsMapping ? (
            <fieldset className={styles.mapping}>
              <legend>Какая колонка что значит? Сопоставление запомнится для следующих файлов.</legend>
              {MAPPED.map((m) => (
                <label key={m.key}>
                  {m.label}
                  {m.required ? ' *' : ''}
                  <select value={mapping[m.key] ?? ''} onChange={(e) => setMapping({ ...mapping, [m.key]: e.target.value || undefined })}>
                    <option value="">— нет —</option>
                    {preview.headers.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                disabled={!mapping.code || pending}
                onClick={() => showPlan(mapping)}
              >
                Показать план
              </button>
            </fieldset>
          ) : null}
        </section>
      ) : null}

      {stage ? (
        <div className={styles.progress} role="status">
          <progress aria-label={stage} />
          <span>{stage}</span>
        </div>
      ) : null}
      {message ? (
        <p className={styles.message} data-ok={message.ok || undefined} role="alert">
          {message.text}
        </p>
      ) : null}

      {plan ? (
        <section className={styles.plan} aria-label="План импорта">
          <h2>
            План: {plan.source.name} — {labels.status[plan.status] ?? plan.status}
          </h2>
          <Counts dto={plan} />
          <Problems dto={plan} />
          {canWrite && (plan.status === 'planned' || plan.status === 'awaiting') ? (
            <div className={styles.row}>
              {plan.guards.length > 0 ? (
                <label className={styles.confirm}>
                  <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} /> Подтверждаю изменения,
                  требующие подтверждения ({plan.guards.length})
                </label>
              ) : null}
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                disabled={pending || (plan.guards.length > 0 && !confirm) || plan.changes.length + plan.counts.unchanged === 0}
                onClick={apply}
              >
                Применить
              </button>
            </div>
          ) : null}
          <Changes dto={plan} />
        </section>
      ) : null}

      <section aria-label="История импортов">
        <h2>История импортов</h2>
        {history.length === 0 ? (
          <p>Импортов ещё не было.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Когда</th>
                <th>Кто</th>
                <th>Источник</th>
                <th>Список</th>
                <th>Итог</th>
                <th>Результат</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.id}>
                  <td>{when(h.createdAt)}</td>
                  <td>{h.who}</td>
                  <td>
                    {labels.source[h.sourceKind] ?? h.sourceKind}: {h.source}
                  </td>
                  <td>{labels.mode[h.mode] ?? h.mode}</td>
                  <td>
                    цен {h.counts.price_changes}, статусов {h.counts.status_changes}, без изменений {h.counts.unchanged}
                    {h.counts.errors ? `, ошибок ${h.counts.errors}` : ''}
                  </td>
                  <td>
                    {labels.status[h.status] ?? h.status}
                    {h.message ? ` — ${h.message}` : ''}
                  </td>
                  <td>
                    {canWrite && h.status === 'applied' && h.counts.price_changes + h.counts.status_changes > 0 ? (
                      <button
                        type="button"
                        className="btn btn--style-secondary btn--size-small"
                        disabled={pending}
                        onClick={() => rollback(h.id)}
                      >
                        Откатить
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
