import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { NBSP, Typeset, typeset, unbreakableGroups } from './typography'

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
  it('glues each short word to the next with a no-break space and keeps the other spaces', () => {
    expect(typeset('Дом, где утро начинается с рассвета')).toBe(`Дом, где утро начинается с${NBSP}рассвета`)
    expect(typeset('Угловое остекление — в каждом корпусе')).toBe(`Угловое остекление${NBSP}— в${NBSP}каждом корпусе`)
    expect(typeset('и в доме 26 м²')).toBe(`и${NBSP}в${NBSP}доме 26${NBSP}м²`)
  })

  it('renders one text node (each node is sent twice: HTML and RSC payload), read as ordinary words', () => {
    const { container } = render(
      <p>
        <Typeset text="Строим в Петербурге с 2004 года. Собственное проектное бюро, генподряд и служба эксплуатации" />
      </p>,
    )
    const p = container.querySelector('p')!
    expect(p.childNodes).toHaveLength(1)
    expect(p.textContent).toBe(
      `Строим в${NBSP}Петербурге с${NBSP}2004${NBSP}года. Собственное проектное бюро, генподряд и${NBSP}служба эксплуатации`,
    )
    // What a screen reader or a text search sees: whitespace, so the phrase reads and matches as typed.
    expect(p).toHaveTextContent('Строим в Петербурге с 2004 года. Собственное проектное бюро, генподряд и служба эксплуатации')
  })

  it('leaves a text without glued words as it is', () => {
    expect(typeset('Квартиры готовы')).toBe('Квартиры готовы')
    expect(typeset('Квартиры')).toBe('Квартиры')
  })

  it('renders nothing for an empty text', () => {
    const { container } = render(<Typeset text={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
