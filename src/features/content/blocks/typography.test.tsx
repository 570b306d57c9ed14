import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Typeset, unbreakableGroups } from './typography'

describe('unbreakableGroups', () => {
  it('keeps a short preposition with the next word', () => {
    expect(unbreakableGroups('Планировки с окнами-рассвет')).toEqual([['Планировки'], ['с', 'окнами-рассвет']])
  })

  it('chains consecutive short words and keeps figures with their units', () => {
    expect(unbreakableGroups('и в доме 26 м²')).toEqual([
      ['и', 'в', 'доме'],
      ['26', 'м²'],
    ])
  })

  it('keeps a dash with the word before it', () => {
    expect(unbreakableGroups('Угловое остекление — в каждом корпусе')).toEqual([
      ['Угловое'],
      ['остекление', '—'],
      ['в', 'каждом'],
      ['корпусе'],
    ])
  })
})

describe('Typeset', () => {
  it('keeps the text content and its spaces unchanged', () => {
    const { container } = render(
      <h2>
        <Typeset text="Дом, где утро начинается с рассвета" />
      </h2>,
    )
    expect(container.querySelector('h2')!.textContent).toBe('Дом, где утро начинается с рассвета')
    expect(container.querySelector('.nowrap')).toHaveTextContent('с рассвета')
  })

  it('runs the words between glued groups as one text node (each node is sent twice: HTML and RSC payload)', () => {
    const { container } = render(
      <p>
        <Typeset text="Строим в Петербурге с 2004 года. Собственное проектное бюро, генподряд и служба эксплуатации" />
      </p>,
    )
    const p = container.querySelector('p')!
    expect(p.textContent).toBe('Строим в Петербурге с 2004 года. Собственное проектное бюро, генподряд и служба эксплуатации')
    expect([...p.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : `<${node.textContent}>`))).toEqual([
      'Строим ',
      '<в Петербурге>',
      ' ',
      '<с 2004 года.>',
      ' Собственное проектное бюро, генподряд ',
      '<и служба>',
      ' эксплуатации',
    ])
  })

  it('renders a text without glued words as it is', () => {
    const { container } = render(<Typeset text="Дом у воды" />)
    expect(container.innerHTML).toBe('Дом у воды'.replace('у воды', '<span class="nowrap">у воды</span>'))
    const plain = render(<Typeset text="Квартиры готовы" />)
    expect(plain.container.childNodes).toHaveLength(1)
  })

  it('renders nothing for an empty text', () => {
    const { container } = render(<Typeset text={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
