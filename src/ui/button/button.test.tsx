import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Button, buttonClassName } from './button'

describe('Button', () => {
  it('is a native button that does not submit forms by default', () => {
    render(<Button>подписаться на рассылку</Button>)
    expect(screen.getByRole('button', { name: 'подписаться на рассылку' })).toHaveAttribute('type', 'button')
  })

  it('activates with the keyboard', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Применить</Button>)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Применить' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('blocks clicks and reports busy while loading', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        отправить
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'отправить' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('data-loading', 'true')
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('exposes variant, size and theme as data attributes', () => {
    render(
      <Button variant="accent" size="large" theme="dark">
        забронировать
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'забронировать' })
    expect(button).toHaveAttribute('data-variant', 'accent')
    expect(button).toHaveAttribute('data-size', 'large')
    expect(button).toHaveAttribute('data-theme', 'dark')
  })

  it('gives links the same classes as the button', () => {
    render(<Button variant="secondary">x</Button>)
    expect(screen.getByRole('button').className).toBe(buttonClassName({ variant: 'secondary' }))
  })
})
