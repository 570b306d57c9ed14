import { describe, expect, it } from 'vitest'

import { rowLabel } from './row-label'

describe('an array row header', () => {
  it('numbers the row from 1 and says what it is about', () => {
    expect(rowLabel({ title: 'Парковка у дома', text: 'Подземная, 300 мест' }, 1, 'Пункт')).toBe('2. Парковка у дома')
    expect(rowLabel({ question: '  Можно ли\nв ипотеку?  ' }, 0, 'Вопрос')).toBe('1. Можно ли в ипотеку?')
  })

  it('names an empty row by its kind, without a zero in front of the number', () => {
    expect(rowLabel({ title: '   ', image: 5 }, 0, 'Пункт')).toBe('Пункт 1')
    expect(rowLabel(undefined, undefined, 'Точка')).toBe('Точка 1')
  })

  it('cuts a long text to a line with an ellipsis', () => {
    const label = rowLabel({ text: 'слово '.repeat(40) }, 2, 'Комментарий')
    expect(label.startsWith('3. слово слово')).toBe(true)
    expect(label.endsWith('…')).toBe(true)
    expect(label.length).toBeLessThanOrEqual(83)
  })
})
