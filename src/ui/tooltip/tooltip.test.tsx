import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { installFakeTimers } from '../shared/fake-timers'
import { Tooltip } from './tooltip'
import { TOOLTIP_ARM_DELAY_MS } from './use-tooltip'

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Корпус 3
      </button>
      <p>карта</p>
      <Tooltip
        open={open}
        label="корпус 3, секция 2"
        onClose={() => {
          setOpen(false)
          onClose?.()
        }}
      >
        <button type="button">выбрать</button>
      </Tooltip>
    </>
  )
}

const setup = installFakeTimers()

describe('Tooltip', () => {
  it('arms outside-click closing only 700 ms after opening', async () => {
    expect(TOOLTIP_ARM_DELAY_MS).toBe(700)
    const user = setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Корпус 3' }))
    expect(screen.getByRole('dialog', { name: 'корпус 3, секция 2' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(699))
    await user.click(screen.getByText('карта'))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    await user.click(screen.getByText('карта'))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not close on a click inside', async () => {
    const user = setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Корпус 3' }))
    act(() => vi.advanceTimersByTime(1000))
    await user.click(screen.getByRole('button', { name: 'выбрать' }))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('re-arms the delay each time it opens', async () => {
    const user = setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Корпус 3' }))
    act(() => vi.advanceTimersByTime(800))
    await user.click(screen.getByText('карта'))
    await user.click(screen.getByRole('button', { name: 'Корпус 3' }))
    act(() => vi.advanceTimersByTime(300))
    await user.click(screen.getByText('карта'))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('closes on Escape', async () => {
    const user = setup()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Корпус 3' }))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
