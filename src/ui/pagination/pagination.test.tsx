import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Pagination } from './pagination'
import { pageItems } from './use-pagination'

const labels = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .slice(1, -1)
    .map((b) => b.textContent)

describe('Pagination', () => {
  it('defaults to limit 10, offset 0, 78 records, 5 visible pages with points and the large size', () => {
    render(<Pagination />)
    expect(screen.getByRole('navigation', { name: 'Пагинация' })).toHaveAttribute('data-size', 'large')
    expect(labels()).toEqual(['1', '2', '3', '4', '5', '…', '8'])
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page')
  })

  it('takes the current page as floor(offset / limit) + 1', () => {
    render(<Pagination offset={25} limit={10} />)
    expect(screen.getByRole('button', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page')
  })

  it('emits offset − limit for previous, offset + limit for next and (n − 1)·limit for page n', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Pagination offset={30} limit={10} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }))
    expect(onChange).toHaveBeenLastCalledWith(20)
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }))
    expect(onChange).toHaveBeenLastCalledWith(40)
    await user.click(screen.getByRole('button', { name: 'Страница 5' }))
    expect(onChange).toHaveBeenLastCalledWith(40)
    await user.click(screen.getByRole('button', { name: 'Страница 8' }))
    expect(onChange).toHaveBeenLastCalledWith(70)
  })

  it('works by keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Pagination offset={10} onChange={onChange} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(0)
  })

  it('disables previous on page 1', () => {
    render(<Pagination offset={0} />)
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeEnabled()
  })

  it('disables next when offset + limit exceeds totalCount', () => {
    render(<Pagination offset={70} limit={10} totalCount={78} />)
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled()
  })

  it('keeps the ellipsis button always disabled', () => {
    render(<Pagination offset={0} />)
    expect(screen.getByRole('button', { name: 'Скрытые страницы' })).toBeDisabled()
  })

  it.each([['disabled'], ['loading']] as const)('disables every button while %s', (flag) => {
    render(<Pagination offset={30} {...{ [flag]: true }} />)
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled()
  })

  it('shows one page when totalCount is falsy', () => {
    render(<Pagination totalCount={0} />)
    expect(labels()).toEqual(['1'])
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled()
  })

  it('shows an ellipsis and the first page when on the last pages', () => {
    render(<Pagination offset={70} />)
    expect(labels()).toEqual(['1', '…', '4', '5', '6', '7', '8'])
  })

  it('shows only the window without points', () => {
    render(<Pagination offset={0} hasPoints={false} />)
    expect(labels()).toEqual(['1', '2', '3', '4', '5'])
  })

  it('exposes size, theme and state as data attributes', () => {
    render(<Pagination size="medium" theme="dark" loading />)
    const nav = screen.getByRole('navigation')
    expect(nav).toHaveAttribute('data-size', 'medium')
    expect(nav).toHaveAttribute('data-theme', 'dark')
    expect(nav).toHaveAttribute('data-loading', 'true')
    expect(nav).toHaveAttribute('aria-busy', 'true')
  })
})

describe('pageItems', () => {
  const show = (current: number, pages: number, max = 5, points = true) =>
    pageItems(current, pages, max, points).map((i) => (i.kind === 'page' ? i.page : '…'))

  it('lists every page when they fit', () => {
    expect(show(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('puts ellipses on both sides in the middle of a long list', () => {
    expect(show(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20])
  })

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })
})
