import { describe, expect, it } from 'vitest'

import { resultCountText, showCountText } from './count-text'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

describe('resultCountText', () => {
  it('uses the flat plurals: квартира / квартиры / квартир', () => {
    expect(resultCountText(1, 'flat')).toBe(nbsp('1 квартира'))
    expect(resultCountText(3, 'flat')).toBe(nbsp('3 квартиры'))
    expect(resultCountText(11, 'flat')).toBe(nbsp('11 квартир'))
    expect(resultCountText(21, 'flat')).toBe(nbsp('21 квартира'))
    expect(resultCountText(0, 'flat')).toBe(nbsp('0 квартир'))
    expect(resultCountText(1212, 'flat')).toBe(nbsp('1 212 квартир'))
  })

  it('counts parking places, storage rooms and other premises with their own nouns', () => {
    expect(resultCountText(1, 'parking')).toBe(nbsp('1 машино-место'))
    expect(resultCountText(24, 'parking')).toBe(nbsp('24 машино-места'))
    expect(resultCountText(15, 'parking')).toBe(nbsp('15 машино-мест'))
    expect(resultCountText(1, 'storage')).toBe(nbsp('1 кладовая'))
    expect(resultCountText(2, 'storage')).toBe(nbsp('2 кладовые'))
    expect(resultCountText(5, 'storage')).toBe(nbsp('5 кладовых'))
    expect(resultCountText(2, 'commercial')).toBe(nbsp('2 помещения'))
  })
})

describe('showCountText', () => {
  it('says how many the filter will show, in the accusative: показать 1 квартиру / 3 квартиры / 18 квартир', () => {
    expect(showCountText(18, 'flat')).toBe(`показать ${nbsp('18 квартир')}`)
    expect(showCountText(1, 'flat')).toBe(`показать ${nbsp('1 квартиру')}`)
    expect(showCountText(21, 'flat')).toBe(`показать ${nbsp('21 квартиру')}`)
    expect(showCountText(3, 'flat')).toBe(`показать ${nbsp('3 квартиры')}`)
    expect(showCountText(11, 'flat')).toBe(`показать ${nbsp('11 квартир')}`)
    expect(showCountText(0, 'flat')).toBe(`показать ${nbsp('0 квартир')}`)
    expect(showCountText(1212, 'flat')).toBe(`показать ${nbsp('1 212 квартир')}`)
  })

  it('keeps the other nouns right too', () => {
    expect(showCountText(1, 'storage')).toBe(`показать ${nbsp('1 кладовую')}`)
    expect(showCountText(1, 'parking')).toBe(`показать ${nbsp('1 машино-место')}`)
    expect(showCountText(2, 'commercial')).toBe(`показать ${nbsp('2 помещения')}`)
  })
})
