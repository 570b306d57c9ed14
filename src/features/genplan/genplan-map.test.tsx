import { act, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { installFakeTimers } from '@/ui/shared/fake-timers'
import { TOOLTIP_ARM_DELAY_MS } from '@/ui/tooltip/use-tooltip'

import type { Genplan, GenplanBuilding, GenplanSection } from './genplan.schema'
import { GenplanMap } from './client'
import { HOVER_COOLDOWN_MS } from './genplan-map'

const rect = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]

function section(overrides: Partial<GenplanSection> & Pick<GenplanSection, 'id' | 'number' | 'building'>): GenplanSection {
  return {
    building_id: overrides.building ?? 0,
    title: '',
    completion_status: 'дом сдан',
    total_floors: 12,
    properties_info: [],
    count: 0,
    min_price: null,
    geometry: null,
    ...overrides,
  }
}

function building(number: number, status: string, sections: GenplanSection[]): GenplanBuilding {
  return {
    id: number,
    number,
    name: `Корпус ${number}`,
    address: null,
    completion_status: status,
    completion: { value: 'completed', label: 'дом сдан' },
    ready_year: 2025,
    ready_quarter: 4,
    total_floors: 25,
    properties_info: [],
    count: sections.reduce((n, s) => n + s.count, 0),
    min_price: null,
    geometry: rect(90 + (number - 1) * 290, 560, 230, 300),
    sections,
  }
}

const GENPLAN: Genplan = {
  count: 2,
  results: [
    building(1, 'дом сдан', [
      section({
        id: 1,
        building: 1,
        number: 1,
        count: 13,
        min_price: 6_880_000,
        properties_info: [{ rooms: 0, count: 13, min_price: 6_880_000 }],
        geometry: rect(94, 564, 69, 292),
      }),
    ]),
    building(3, 'стройка', [
      section({
        id: 8,
        building: 3,
        number: 2,
        completion_status: 'стройка',
        total_floors: 21,
        count: 45,
        min_price: 8_400_000,
        properties_info: [
          { rooms: 0, count: 17, min_price: 8_400_000 },
          { rooms: 1, count: 0, min_price: 9_000_000 },
          { rooms: 2, count: 28, min_price: 12_060_000 },
        ],
        geometry: rect(732, 564, 49, 292),
      }),
      section({ id: 9, building: 3, number: 3, completion_status: 'стройка', count: 5, min_price: 8_110_000 }),
    ]),
  ],
}

/** An exact accessible name; the texts join numbers and units with no-break spaces. */
const named = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`)
const SECTION_8 = named('Корпус 3, секция 2 — 45 квартир от 8,4 млн ₽')

/** The list screen's wiring in miniature: the choice toggles the id in the selection. */
function Harness({ initial = [], onChoice = () => {} }: { initial?: number[]; onChoice?: (id: number) => void }) {
  const [selected, setSelected] = useState<number[]>(initial)
  return (
    <>
      <p>вне генплана</p>
      <GenplanMap
        genplan={GENPLAN}
        selectedSections={selected}
        onSectionChoice={(id) => {
          onChoice(id)
          setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]))
        }}
      />
    </>
  )
}

const setup = installFakeTimers()
const tooltip = () => screen.queryByRole('dialog')

describe('GenplanMap', () => {
  it('draws every section with an outline as a named toggle button, buildings labelled', () => {
    const { container } = render(<Harness initial={[1]} />)
    expect(screen.getByRole('button', { name: named('Корпус 1, секция 1 — 13 квартир от 6,8 млн ₽') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: SECTION_8 })).toHaveAttribute('aria-pressed', 'false')
    // Section 9 has no outline: only the list offers it.
    expect(screen.queryByRole('button', { name: /секция 3/ })).not.toBeInTheDocument()
    const labels = [...container.querySelectorAll('svg text')].map((t) => t.textContent)
    expect(labels).toEqual(expect.arrayContaining(['1', '3']))
    expect(screen.getByText('дом сдан')).toBeInTheDocument()
    expect(screen.getByText('стройка')).toBeInTheDocument()
  })

  it('opens the SPEC §2.3 tooltip when a section gets focus', async () => {
    const user = setup()
    render(<Harness />)
    await user.tab() // 'на схеме'
    await user.tab() // 'списком'
    await user.tab() // section 1
    await user.tab() // section 8
    expect(screen.getByRole('button', { name: SECTION_8 })).toHaveFocus()
    const dialog = screen.getByRole('dialog', { name: 'корпус 3, секция 2' })
    expect(within(dialog).getByText('корпус 3, секция 2')).toBeInTheDocument()
    expect(within(dialog).getByText('стройка')).toBeInTheDocument()
    expect(within(dialog).getByText('21 этаж')).toBeInTheDocument()
    const rows = within(dialog)
      .getAllByRole('listitem')
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '))
    expect(rows).toEqual(['студии17 кв.от 8,4 млн ₽', '2-комн.28 кв.от 12 млн ₽'])
    expect(screen.getByRole('button', { name: SECTION_8 })).toHaveAttribute('aria-expanded', 'true')
  })

  it("labels the button 'выбрать', or 'отменить выбор' for a selected section", async () => {
    const user = setup()
    render(<Harness initial={[1]} />)
    await user.click(screen.getByRole('button', { name: SECTION_8 }))
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'выбрать' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Корпус 1, секция 1/ }))
    const dialog = screen.getByRole('dialog', { name: 'корпус 1, секция 1' })
    expect(within(dialog).getByText('дом сдан')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'отменить выбор' })).toBeInTheDocument()
  })

  it('emits the choice, closes and marks the section chosen', async () => {
    const user = setup()
    const onChoice = vi.fn()
    render(<Harness onChoice={onChoice} />)
    const section8 = screen.getByRole('button', { name: SECTION_8 })
    await user.click(section8)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'выбрать' }))
    expect(onChoice).toHaveBeenCalledExactlyOnceWith(8)
    expect(tooltip()).not.toBeInTheDocument()
    expect(section8).toHaveAttribute('aria-pressed', 'true')
    expect(section8).toHaveFocus()
  })

  it('ignores an outside click in the first 700 ms, then closes on one', async () => {
    const user = setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: SECTION_8 }))
    expect(tooltip()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(TOOLTIP_ARM_DELAY_MS - 1))
    await user.click(screen.getByText('вне генплана'))
    expect(tooltip()).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    await user.click(screen.getByText('вне генплана'))
    expect(tooltip()).not.toBeInTheDocument()
  })

  it('moves focus into the tooltip on Enter; Escape closes it and returns focus to the section', async () => {
    const user = setup()
    render(<Harness />)
    const section8 = screen.getByRole('button', { name: SECTION_8 })
    act(() => section8.focus())
    await user.keyboard('{Enter}')
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'выбрать' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(tooltip()).not.toBeInTheDocument()
    expect(section8).toHaveFocus()
  })

  it('tabs from the tooltip through «выбрать этаж» on to the next section, and Shift+Tab back to its own', async () => {
    const user = setup()
    render(<Harness />)
    act(() => screen.getByRole('button', { name: named('Корпус 1, секция 1 — 13 квартир от 6,8 млн ₽') }).focus())
    await user.keyboard('{Enter}')
    await user.tab()
    const floors = within(screen.getByRole('dialog')).getByRole('link', { name: 'выбрать этаж' })
    expect(floors).toHaveFocus()
    expect(floors.getAttribute('href')).toMatch(/^\/flats\/building\/\d+#section-\d+$/)
    await user.tab()
    const section8 = screen.getByRole('button', { name: SECTION_8 })
    expect(section8).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'корпус 3, секция 2' })).toBeInTheDocument()
    await user.keyboard('{Enter}')
    await user.tab({ shift: true })
    expect(section8).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'корпус 3, секция 2' })).toBeInTheDocument()
  })

  it('opens on a resting mouse pointer', async () => {
    const user = setup()
    render(<Harness />)
    await user.hover(screen.getByRole('button', { name: SECTION_8 }))
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('dialog', { name: 'корпус 3, секция 2' })).toBeInTheDocument()
  })

  it('does not open the section under a resting mouse right after a tooltip closed; later hovers open again', async () => {
    const user = setup()
    render(<Harness />)
    const section1 = screen.getByRole('button', { name: named('Корпус 1, секция 1 — 13 квартир от 6,8 млн ₽') })
    await user.click(screen.getByRole('button', { name: SECTION_8 }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'выбрать' }))
    // The tooltip is gone; the pointer now "enters" whatever lay beneath it.
    await user.hover(section1)
    act(() => vi.advanceTimersByTime(200))
    expect(tooltip()).not.toBeInTheDocument()

    await user.unhover(section1)
    act(() => vi.advanceTimersByTime(HOVER_COOLDOWN_MS))
    await user.hover(section1)
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('dialog', { name: 'корпус 1, секция 1' })).toBeInTheDocument()
  })

  it("offers every section in the 'списком' view with the same choice", async () => {
    const user = setup()
    const onChoice = vi.fn()
    render(<Harness initial={[8]} onChoice={onChoice} />)
    await user.click(screen.getByRole('button', { name: 'списком' }))
    expect(screen.getByRole('button', { name: 'списком' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('group', { name: 'Генплан' })).not.toBeInTheDocument()
    const choices = screen.getAllByRole('button', { name: /^(выбрать|отменить выбор)$/ })
    expect(
      choices.map((b) => [
        b.textContent,
        b.getAttribute('aria-describedby') && document.getElementById(b.getAttribute('aria-describedby')!)?.textContent,
      ]),
    ).toEqual([
      ['выбрать', 'Корпус 1, секция 1 — 13\u00a0квартир от\u00a06,8\u00a0млн\u00a0₽'],
      ['отменить выбор', 'Корпус 3, секция 2 — 45\u00a0квартир от\u00a08,4\u00a0млн\u00a0₽'],
      ['выбрать', 'Корпус 3, секция 3 — 5\u00a0квартир от\u00a08,1\u00a0млн\u00a0₽'],
    ])
    await user.click(choices[2]!)
    expect(onChoice).toHaveBeenCalledExactlyOnceWith(9)
    expect(screen.getAllByRole('button', { name: 'отменить выбор' })).toHaveLength(2)
  })

  it('shows only the list when no building has an outline', () => {
    const flat: Genplan = {
      count: 1,
      results: [{ ...GENPLAN.results[0]!, geometry: null, sections: GENPLAN.results[0]!.sections.map((s) => ({ ...s, geometry: null })) }],
    }
    render(<GenplanMap genplan={flat} selectedSections={[]} onSectionChoice={() => {}} />)
    expect(screen.queryByRole('group', { name: 'Генплан' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'списком' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'выбрать' })).toBeInTheDocument()
  })
})
