import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FilterModal, type FilterModalProps } from './filter-modal'

type ObserverCallback = (entries: Array<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>) => void
const observers: Array<{ callback: ObserverCallback; options?: IntersectionObserverInit; targets: Element[] }> = []

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = []
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, targets: this.targets })
      }
      observe(target: Element) {
        this.targets.push(target)
      }
      disconnect() {}
    },
  )
})

afterEach(() => vi.unstubAllGlobals())

function Harness(props: Partial<FilterModalProps>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Фильтры
      </button>
      <FilterModal open={open} onClose={() => setOpen(false)} onAccept={() => setOpen(false)} {...props}>
        <button type="button">Студии</button>
        <button type="button">1-комн.</button>
      </FilterModal>
    </>
  )
}

async function openModal() {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Фильтры' }))
  return user
}

describe('FilterModal', () => {
  it('is a modal dialog titled «Фильтр» with a round close button «Кнопка закрыть»', async () => {
    await openModal()
    const dialog = screen.getByRole('dialog', { name: 'Фильтр' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('heading', { name: 'Фильтр' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Кнопка закрыть' })).toBeInTheDocument()
  })

  it('shows «Применить» and hides «Сбросить» by default', async () => {
    await openModal()
    expect(screen.getByRole('button', { name: 'Применить' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Сбросить' })).not.toBeInTheDocument()
  })

  it('can show the reset button and hide the main one', async () => {
    const user = userEvent.setup()
    const onReset = vi.fn()
    render(
      <FilterModal
        open
        onClose={() => {}}
        onAccept={() => {}}
        showReset
        showButton={false}
        onReset={onReset}
        resetText="Сбросить"
        title="Параметры"
      >
        x
      </FilterModal>,
    )
    expect(screen.getByRole('dialog', { name: 'Параметры' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сбросить' }))
    expect(onReset).toHaveBeenCalled()
  })

  it('emits accept on the main button and on an overlay click', async () => {
    const user = userEvent.setup()
    const onAccept = vi.fn()
    render(
      <FilterModal open onClose={() => {}} onAccept={onAccept}>
        x
      </FilterModal>,
    )
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    await user.click(screen.getByTestId('filter-modal-overlay'))
    expect(onAccept).toHaveBeenCalledTimes(2)
  })

  it('emits close from the close button and Escape, not accept', async () => {
    const user = userEvent.setup()
    const onAccept = vi.fn()
    const onClose = vi.fn()
    render(
      <FilterModal open onClose={onClose} onAccept={onAccept}>
        x
      </FilterModal>,
    )
    await user.click(screen.getByRole('button', { name: 'Кнопка закрыть' }))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(onAccept).not.toHaveBeenCalled()
  })

  it('traps focus inside and gives it back to the opener on close', async () => {
    const user = await openModal()
    expect(screen.getByRole('button', { name: 'Кнопка закрыть' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Студии' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Применить' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Кнопка закрыть' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Применить' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveFocus()
  })

  it('locks page scroll while open', async () => {
    const user = await openModal()
    expect(document.body.style.overflow).toBe('hidden')
    await user.click(screen.getByRole('button', { name: 'Кнопка закрыть' }))
    expect(document.body.style.overflow).toBe('')
  })

  it('observes the body edges with threshold 0.1 and shows a shadow at an edge scrolled away', async () => {
    await openModal()
    expect(observers).toHaveLength(1)
    const observer = observers[0]!
    const body = screen.getByTestId('filter-modal-body')
    expect(observer.options).toMatchObject({ root: body, threshold: 0.1 })
    const [top, bottom] = observer.targets as [Element, Element]
    expect(top).toHaveAttribute('data-sentinel', 'top')
    expect(bottom).toHaveAttribute('data-sentinel', 'bottom')

    act(() =>
      observer.callback([
        { target: top, isIntersecting: true },
        { target: bottom, isIntersecting: false },
      ]),
    )
    expect(body).toHaveAttribute('data-shadow-top', 'false')
    expect(body).toHaveAttribute('data-shadow-bottom', 'true')

    act(() => observer.callback([{ target: top, isIntersecting: false }]))
    expect(body).toHaveAttribute('data-shadow-top', 'true')

    act(() => observer.callback([{ target: bottom, isIntersecting: true }]))
    expect(body).toHaveAttribute('data-shadow-bottom', 'false')
  })

  it('renders nothing while closed', () => {
    render(
      <FilterModal open={false} onClose={() => {}} onAccept={() => {}}>
        x
      </FilterModal>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
