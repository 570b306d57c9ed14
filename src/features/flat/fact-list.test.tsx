import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { FactList } from './fact-list'

describe('FactList', () => {
  it('pairs each label with its value, in order, with the classes of the place that shows it', () => {
    const facts = [
      { label: 'Корпус', value: '3' },
      { label: 'Этаж', value: '7 из 16' },
    ]
    const { container } = render(<FactList facts={facts} className="list" factClassName="item" />)
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Корпус', 'Этаж'])
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['3', '7 из 16'])
    const list = container.querySelector('dl')
    expect(list).toHaveClass('list')
    expect([...list!.children].map((item) => [item.className, item.textContent])).toEqual([
      ['item', 'Корпус3'],
      ['item', 'Этаж7 из 16'],
    ])
  })
})
