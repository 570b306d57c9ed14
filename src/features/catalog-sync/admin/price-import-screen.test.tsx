import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { ImportDto } from '../api.schema'
import { PriceImportScreen } from './price-import-screen'

const actions = vi.hoisted(() => ({
  previewPriceList: vi.fn(),
  applyPriceImport: vi.fn(),
  rollbackPriceImport: vi.fn(),
}))
vi.mock('./actions', () => actions)
const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const labels = {
  status: { planned: 'План', awaiting: 'Ожидает подтверждения', applied: 'Применён' },
  mode: { partial: 'Частичный список' },
  source: { file: 'Файл' },
}

const dto = (extra: Partial<ImportDto> = {}): ImportDto => ({
  id: 41,
  status: 'planned',
  list: 'partial',
  source: { kind: 'file', name: 'прайс.csv' },
  counts: {
    rows: 3,
    price_changes: 1,
    status_changes: 0,
    unchanged: 1,
    unknown: 1,
    errors: 0,
    duplicates: 0,
    missing: 0,
    conflicts: 0,
    guarded: 1,
  },
  changes: [
    {
      code: 'NZ-1',
      row: 2,
      price_before: 10_000_000,
      price: 13_000_000,
      old_price_before: null,
      old_price: null,
      status_before: 'available',
      status: 'available',
    },
  ],
  unknown: [{ row: 4, code: 'NZ-404' }],
  errors: [],
  duplicates: [],
  conflicts: [],
  guards: [{ row: 2, code: 'NZ-1', kind: 'price_jump', message: 'Цена меняется на 30 %' }],
  message: null,
  ...extra,
})

async function upload() {
  const user = userEvent.setup()
  render(<PriceImportScreen history={[]} canWrite labels={labels} />)
  await user.upload(screen.getByLabelText('Файл прайс-листа'), new File(['код;цена'], 'прайс.csv', { type: 'text/csv' }))
  return user
}

describe('«Импорт прайса» screen', () => {
  beforeEach(() => {
    for (const fn of Object.values(actions)) fn.mockReset()
    refresh.mockReset()
  })

  it('asks for the columns when none fits, then sends the mapping', async () => {
    actions.previewPriceList
      .mockResolvedValueOnce({ ok: true, needsMapping: true, headers: ['Артикул', 'Стоимость'], mapping: null })
      .mockResolvedValueOnce({
        ok: true,
        needsMapping: false,
        headers: ['Артикул', 'Стоимость'],
        mapping: { code: 'Артикул' },
        import: dto(),
      })
    const user = await upload()
    await user.click(screen.getByRole('button', { name: 'Показать план' }))
    const code = await screen.findByRole('combobox', { name: /Код в CRM/ })
    await user.selectOptions(code, 'Артикул')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Цена/ }), 'Стоимость')
    await user.click(screen.getAllByRole('button', { name: 'Показать план' })[1]!)
    await screen.findByText(/План: прайс.csv/)
    const form = actions.previewPriceList.mock.calls[1]![0] as FormData
    expect(JSON.parse(String(form.get('mapping')))).toEqual({ code: 'Артикул', price: 'Стоимость' })
  })

  it('shows the plan with its errors by row, and applies guarded changes only once confirmed', async () => {
    actions.previewPriceList.mockResolvedValue({ ok: true, needsMapping: false, headers: [], mapping: { code: 'Код' }, import: dto() })
    actions.applyPriceImport.mockResolvedValue({ ok: true, import: dto({ status: 'applied', guards: [] }) })
    const user = await upload()
    await user.click(screen.getByRole('button', { name: 'Показать план' }))
    expect(await screen.findByText('Код «NZ-404» не найден в каталоге')).toBeTruthy()
    expect(screen.getByText(/Цена меняется на 30 %/)).toBeTruthy()
    const apply = screen.getByRole('button', { name: 'Применить' }) as HTMLButtonElement
    expect(apply.disabled).toBe(true)
    await user.click(screen.getByRole('checkbox'))
    await user.click(apply)
    await waitFor(() => expect(actions.applyPriceImport).toHaveBeenCalledWith(41, true))
    expect(await screen.findByText(/Применено: 1 цен/)).toBeTruthy()
  })

  it('shows a file refused whole in the parser’s words', async () => {
    actions.previewPriceList.mockResolvedValue({ ok: false, message: 'Файл пустой: в нём нет ни одной заполненной строки' })
    const user = await upload()
    await user.click(screen.getByRole('button', { name: 'Показать план' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Файл пустой: в нём нет ни одной заполненной строки')
  })

  it('rolls an applied import back from the history', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    actions.rollbackPriceImport.mockResolvedValue({
      ok: true,
      report: { restored: 2, changedSince: [{ property: 9, code: 'NZ-9', message: '' }] },
    })
    const user = userEvent.setup()
    render(
      <PriceImportScreen
        canWrite
        labels={labels}
        history={[
          {
            id: 40,
            createdAt: '2026-11-28T08:00:00Z',
            who: 'Анна',
            source: 'прайс.xlsx',
            sourceKind: 'file',
            mode: 'partial',
            status: 'applied',
            counts: { price_changes: 3, status_changes: 0, unchanged: 0, errors: 0 },
            message: null,
          },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Откатить' }))
    await waitFor(() => expect(actions.rollbackPriceImport).toHaveBeenCalledWith(40))
    expect(await screen.findByText(/восстановлено 2, не тронуто 1 .*NZ-9/)).toBeTruthy()
  })
})
