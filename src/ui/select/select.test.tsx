import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Select, type SelectProps } from './select'
import type { SelectOption, SelectValue } from './select-model'

const cities: SelectOption[] = [
  { value: 'spb', label: 'Санкт-Петербург' },
  { value: 'moscow', label: 'Москва' },
  { value: 'ekt', label: 'Екатеринбург' },
]

type Value = SelectValue | SelectValue[]

/** A parent that keeps the value, as pages do. */
function Controlled({ initial = null, onChange, ...props }: Partial<SelectProps> & { initial?: Value }) {
  const [value, setValue] = useState<Value>(initial)
  return (
    <Select
      label="Город"
      options={cities}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

const combobox = () => screen.getByRole('combobox', { name: 'Город' })
const option = (name: string) => screen.getByRole('option', { name })
const highlighted = () => {
  const id = combobox().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : null
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Select: defaults and structure', () => {
  it('is a combobox named by its label showing the placeholder «Все», medium, light, primary', () => {
    render(<Controlled />)
    expect(combobox()).toHaveTextContent('Все')
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    const root = combobox().closest('[data-size]')
    expect(root).toHaveAttribute('data-size', 'medium')
    expect(root).toHaveAttribute('data-theme', 'light')
    expect(root).toHaveAttribute('data-color', 'primary')
  })

  it('opens a listbox limited to 28.8rem that the combobox controls, with the reset option «Все» first', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    await user.click(combobox())
    const listbox = screen.getByRole('listbox', { name: 'Город' })
    expect(listbox).toHaveStyle({ maxHeight: '28.8rem' })
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id)
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Санкт-Петербург', 'Москва', 'Екатеринбург'])
  })

  it('focuses the combobox when its label is clicked', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    await user.click(screen.getByText('Город'))
    expect(combobox()).toHaveFocus()
    expect(combobox().closest('[data-focused]')).toHaveAttribute('data-focused', 'true')
  })

  it('reads value and label from configured keys', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const banks = [
      { id: 7, name: 'Банк Заря' },
      { id: 9, name: 'Северный банк' },
    ]
    render(<Controlled options={banks} valueKey="id" labelKey="name" onChange={onChange} />)
    await user.click(combobox())
    await user.click(option('Северный банк'))
    expect(onChange).toHaveBeenCalledWith(9)
    expect(combobox()).toHaveTextContent('Северный банк')
  })
})

describe('Select: opening and closing', () => {
  it('toggles on click', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    await user.click(combobox())
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    await user.click(combobox())
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('cannot open when disabled', async () => {
    const user = userEvent.setup()
    render(<Controlled disabled />)
    expect(combobox()).toHaveAttribute('aria-disabled', 'true')
    await user.click(combobox())
    combobox().focus()
    await user.keyboard('{Enter}{ArrowDown}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
  })

  it('cannot open without options', async () => {
    const user = userEvent.setup()
    render(<Controlled options={[]} />)
    await user.click(combobox())
    await user.keyboard('{Enter}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and keeps focus', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).toHaveFocus()
  })

  it('on Tab blurs, closes and emits click-outside', async () => {
    const user = userEvent.setup()
    const onClickOutside = vi.fn()
    render(
      <>
        <Controlled onClickOutside={onClickOutside} />
        <button type="button">дальше</button>
      </>,
    )
    await user.tab()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'дальше' })).toHaveFocus()
    expect(combobox().closest('[data-focused]')).toHaveAttribute('data-focused', 'false')
    expect(onClickOutside).toHaveBeenCalledTimes(1)
  })

  it('on an outside click closes and emits click-outside', async () => {
    const user = userEvent.setup()
    const onClickOutside = vi.fn()
    render(
      <>
        <Controlled onClickOutside={onClickOutside} />
        <p>снаружи</p>
      </>,
    )
    await user.click(combobox())
    await user.click(screen.getByText('снаружи'))
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(onClickOutside).toHaveBeenCalledTimes(1)
  })

  it('does not treat a click on an option as outside', async () => {
    const user = userEvent.setup()
    const onClickOutside = vi.fn()
    render(<Controlled multiple initial={[]} onClickOutside={onClickOutside} />)
    await user.click(combobox())
    await user.click(option('Москва'))
    expect(onClickOutside).not.toHaveBeenCalled()
    expect(combobox()).toHaveFocus()
  })
})

describe('Select: keyboard', () => {
  it('opens on Enter with no highlight, then arrows move it with wrap-around', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(combobox()).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Все')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(highlighted()).toBe('Екатеринбург')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Все')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('Екатеринбург')
  })

  it('skips disabled options in both directions', async () => {
    const user = userEvent.setup()
    const options = [cities[0]!, { ...cities[1]!, disabled: true }, cities[2]!]
    render(<Controlled options={options} required />)
    await user.tab()
    await user.keyboard('{Enter}{ArrowDown}')
    expect(highlighted()).toBe('Санкт-Петербург')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Екатеринбург')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('Санкт-Петербург')
    expect(option('Москва')).toHaveAttribute('aria-disabled', 'true')
  })

  it('selects the highlighted option with Enter and closes in single mode', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.tab()
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('moscow')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).toHaveTextContent('Москва')
  })

  it('opens with ArrowDown on the selected option', async () => {
    const user = userEvent.setup()
    render(<Controlled initial="ekt" />)
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    expect(highlighted()).toBe('Екатеринбург')
    expect(option('Екатеринбург')).toHaveAttribute('aria-selected', 'true')
  })

  it('jumps to an option by typing its first letters', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    await user.tab()
    await user.keyboard('{Enter}Е')
    expect(highlighted()).toBe('Екатеринбург')
  })
})

describe('Select: choosing', () => {
  it('single mode sets the value and closes', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.click(combobox())
    await user.click(option('Санкт-Петербург'))
    expect(onChange).toHaveBeenCalledWith('spb')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('multiple mode toggles options in the list and stays open', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled multiple initial={[]} onChange={onChange} />)
    await user.click(combobox())
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true')
    await user.click(option('Москва'))
    await user.click(option('Екатеринбург'))
    expect(onChange).toHaveBeenLastCalledWith(['moscow', 'ekt'])
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.click(option('Москва'))
    expect(onChange).toHaveBeenLastCalledWith(['ekt'])
    expect(combobox()).toHaveTextContent('Екатеринбург')
  })

  it('marks an option followed by a selected one with data-next-selected', async () => {
    const user = userEvent.setup()
    render(<Controlled multiple initial={['spb', 'moscow']} />)
    await user.click(combobox())
    expect(option('Санкт-Петербург')).toHaveAttribute('data-next-selected', 'true')
    expect(option('Москва')).not.toHaveAttribute('data-next-selected')
  })

  it('the reset option «Все» clears a single value', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled initial="spb" onChange={onChange} />)
    await user.click(combobox())
    await user.click(option('Все'))
    expect(onChange).toHaveBeenCalledWith(null)
    expect(combobox()).toHaveTextContent('Все')
  })

  it('the reset option clears a multiple value', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled multiple initial={['spb', 'ekt']} onChange={onChange} />)
    await user.click(combobox())
    await user.click(option('Все'))
    expect(onChange).toHaveBeenCalledWith([])
  })

  it('uses a null-valued option from the specs as the reset option', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled options={[{ value: null, label: 'Любой' }, ...cities]} initial="spb" onChange={onChange} />)
    await user.click(combobox())
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Любой', 'Санкт-Петербург', 'Москва', 'Екатеринбург'])
    await user.click(option('Любой'))
    expect(onChange).toHaveBeenCalledWith(null)
  })
})

describe('Select: validation and filtering', () => {
  it('required: marks the label with an asterisk and offers no reset option', async () => {
    const user = userEvent.setup()
    render(<Controlled required />)
    const marker = screen.getByText('*')
    expect(marker).toHaveAttribute('data-required-marker', 'true')
    expect(screen.getByText('Город')).toContainElement(marker)
    expect(combobox()).toHaveAttribute('aria-required', 'true')
    await user.click(combobox())
    expect(screen.queryByRole('option', { name: 'Все' })).not.toBeInTheDocument()
  })

  it('hideSelected drops the selected option', async () => {
    const user = userEvent.setup()
    render(<Controlled hideSelected initial="moscow" />)
    await user.click(combobox())
    expect(screen.queryByRole('option', { name: 'Москва' })).not.toBeInTheDocument()
    expect(option('Санкт-Петербург')).toBeInTheDocument()
  })

  it('hideFiltered drops options missing from facets', async () => {
    const user = userEvent.setup()
    render(<Controlled hideFiltered facets={['spb']} />)
    await user.click(combobox())
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Все', 'Санкт-Петербург'])
  })

  it('otherwise shows options missing from facets as disabled, and they cannot be chosen', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled facets={['spb']} onChange={onChange} />)
    await user.click(combobox())
    expect(option('Москва')).toHaveAttribute('aria-disabled', 'true')
    expect(option('Санкт-Петербург')).not.toHaveAttribute('aria-disabled')
    await user.click(option('Москва'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('never disables the null-valued option', async () => {
    const user = userEvent.setup()
    render(<Controlled options={[{ value: null, label: 'Любой', disabled: true }, ...cities]} facets={['spb']} hideFiltered />)
    await user.click(combobox())
    expect(option('Любой')).not.toHaveAttribute('aria-disabled')
  })

  it('compares facet values loosely, as values from the URL arrive as strings', async () => {
    const user = userEvent.setup()
    render(
      <Controlled
        options={[
          { value: 1, label: 'Студия' },
          { value: 2, label: '2-комн.' },
        ]}
        facets={['2']}
      />,
    )
    await user.click(combobox())
    expect(option('2-комн.')).not.toHaveAttribute('aria-disabled')
    expect(option('Студия')).toHaveAttribute('aria-disabled', 'true')
  })

  it('shows the hint in an alert style when the error flag is set', () => {
    const { rerender } = render(<Select label="Город" options={cities} value={null} hint="Выберите город" />)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(combobox()).toHaveAccessibleDescription('Выберите город')
    rerender(<Select label="Город" options={cities} value={null} hint="Выберите город" error />)
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите город')
    expect(combobox()).toHaveAttribute('aria-invalid', 'true')
    expect(combobox().closest('[data-error]')).toBeInTheDocument()
  })
})

describe('Select: inner sub-options', () => {
  const buildings: SelectOption[] = [
    {
      value: 'k3',
      label: 'Корпус 3',
      inner_specs: [
        { value: 1, label: 'Секция 1' },
        { value: 2, label: 'Секция 2' },
      ],
      inner_facets: [1, 2],
    },
    { value: 'k4', label: 'Корпус 4', inner_specs: [{ value: 7, label: 'Секция 7' }] },
  ]

  it('shows sub-options of a selected option with more than one inner spec and emits {[name]: outer, [innerName]: inner}', async () => {
    const user = userEvent.setup()
    const onInnerChange = vi.fn()
    render(<Controlled options={buildings} hasInner name="building" innerName="section" onInnerChange={onInnerChange} />)
    await user.click(combobox())
    expect(screen.queryByRole('option', { name: 'Секция 1' })).not.toBeInTheDocument()
    await user.click(option('Корпус 3'))
    // The menu stays open so that the revealed sub-options can be picked.
    await user.click(option('Секция 2'))
    expect(onInnerChange).toHaveBeenCalledWith({ building: 'k3', section: 2 })
  })

  it('reaches sub-options by keyboard', async () => {
    const user = userEvent.setup()
    const onInnerChange = vi.fn()
    render(<Controlled options={buildings} initial="k3" hasInner name="building" innerName="section" onInnerChange={onInnerChange} />)
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onInnerChange).toHaveBeenCalledWith({ building: 'k3', section: 1 })
  })

  it('shows no sub-options for an option with a single inner spec', async () => {
    const user = userEvent.setup()
    render(<Controlled options={buildings} initial="k4" hasInner name="building" innerName="section" />)
    await user.click(combobox())
    expect(screen.queryByRole('option', { name: 'Секция 7' })).not.toBeInTheDocument()
  })

  it('toggles sub-options into a list in multiple mode', async () => {
    const user = userEvent.setup()
    const onInnerChange = vi.fn()
    render(
      <Controlled
        options={buildings}
        multiple
        initial={['k3']}
        innerValue={[1]}
        hasInner
        name="building"
        innerName="section"
        onInnerChange={onInnerChange}
      />,
    )
    await user.click(combobox())
    expect(option('Секция 1')).toHaveAttribute('aria-selected', 'true')
    await user.click(option('Секция 2'))
    expect(onInnerChange).toHaveBeenCalledWith({ building: 'k3', section: [1, 2] })
  })

  it('logs the exact console error when hasInner lacks name or innerName', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Select label="Корпус" options={buildings} value={null} hasInner name="building" />)
    expect(error).toHaveBeenCalledWith('VSelect: При наличии внутренних опций (hasInner) требуется указать пропсы name и innerName')
  })

  it('logs nothing when both names are given', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Select label="Корпус" options={buildings} value={null} hasInner name="building" innerName="section" />)
    expect(error).not.toHaveBeenCalled()
  })
})

describe('Select: mobileModal', () => {
  it('on a tablet opens the options in the full-screen filter modal and locks page scroll', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled mobileModal device="tablet" onChange={onChange} />)
    await user.click(combobox())
    const dialog = await screen.findByRole('dialog', { name: 'Город' })
    expect(document.body.style.overflow).toBe('hidden')
    const listbox = within(dialog).getByRole('listbox')
    expect(listbox).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('spb')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
    expect(combobox()).toHaveFocus()
  })

  it('in multiple mode keeps the modal until «Применить»', async () => {
    const user = userEvent.setup()
    render(<Controlled mobileModal device="tablet" multiple initial={[]} />)
    await user.click(combobox())
    await screen.findByRole('dialog')
    await user.click(option('Москва'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(combobox()).toHaveTextContent('Москва')
  })

  it('offers «Сбросить» in the modal of an optional select', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled mobileModal device="tablet" initial="ekt" onChange={onChange} />)
    await user.click(combobox())
    await user.click(await screen.findByRole('button', { name: 'Сбросить' }))
    expect(onChange).toHaveBeenCalledWith(null)
  })

  it('stays a dropdown on desktop and mobile', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Controlled mobileModal device="desktop" />)
    await user.click(combobox())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    rerender(<Controlled mobileModal device="mobile" />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes the modal with Escape and unlocks scroll', async () => {
    const user = userEvent.setup()
    render(<Controlled mobileModal device="tablet" />)
    await user.click(combobox())
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
  })
})
