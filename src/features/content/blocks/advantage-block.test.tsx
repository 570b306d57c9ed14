import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { AdvantageBlock, subtitleVariants } from './advantage-block'
import type { AdvantageBlockData } from './types'

const block: AdvantageBlockData = {
  title: 'Почему «Новая Заря»',
  subtitle: 'Длинный подзаголовок для компьютера',
  subtitle_tablet: 'Подзаголовок для планшета',
  subtitle_mobile: 'Коротко для телефона',
  help_text: 'Цифры — по проектной документации',
  text_button: 'смотреть квартиры',
  project_url: '/flats',
  advantages: [
    { title: 'Окна-рассвет', value: '40 %', text: 'квартир с угловым остеклением.' },
    { title: 'Набережная', value: '2 мин', text: 'пешком до набережной.' },
  ],
}

describe('AdvantageBlock', () => {
  it('renders the subtitle in all three wordings, each marked with the device that shows it', () => {
    const { container } = render(<AdvantageBlock block={block} headingId="adv" />)
    const byDevice = Object.fromEntries(
      [...container.querySelectorAll('[data-device]')].map((p) => [p.getAttribute('data-device'), p.textContent]),
    )
    expect(byDevice).toEqual({
      desktop: 'Длинный подзаголовок для компьютера',
      tablet: 'Подзаголовок для планшета',
      mobile: 'Коротко для телефона',
    })
  })

  it('falls back to the next wider wording when a variant is empty', () => {
    expect(subtitleVariants({ subtitle: 'Для всех', subtitle_tablet: null, subtitle_mobile: '' })).toEqual({
      desktop: 'Для всех',
      tablet: 'Для всех',
      mobile: 'Для всех',
    })
    expect(subtitleVariants({ subtitle: 'Длинный', subtitle_tablet: 'Средний', subtitle_mobile: null }).mobile).toBe('Средний')
  })

  it('shows the title as the labelled heading, each figure with its explanation, the footnote and the project button', () => {
    render(<AdvantageBlock block={block} headingId="adv" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Почему «Новая Заря»' })).toHaveAttribute('id', 'adv')
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Окна-рассвет40 %квартир с угловым остеклением.')
    expect(screen.getByText('Цифры — по проектной документации')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'смотреть квартиры' })).toHaveAttribute('href', '/flats')
  })

  it('renders nothing for an empty block and no button without a target', () => {
    const { container } = render(<AdvantageBlock block={{ title: null, advantages: [] }} />)
    expect(container).toBeEmptyDOMElement()
    render(<AdvantageBlock block={{ ...block, project_url: null }} />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
