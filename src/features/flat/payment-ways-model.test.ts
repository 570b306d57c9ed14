import { describe, expect, it } from 'vitest'

import { INSTALMENT } from './flat-fixture'
import { fullPaymentPrice, paymentWays } from './payment-ways-model'

const NBSP = '\u00a0'

describe('ways to pay beside the price', () => {
  it('takes a full-payment promo’s discount off the price, to the ruble', () => {
    expect(fullPaymentPrice(12_450_000, { discount_percent: 7 })).toBe(11_578_500)
    expect(fullPaymentPrice(12_450_000, null)).toBe(12_450_000)
    const [full] = paymentWays({ price: 12_450_000, instalment: null }, { title: 'Скидка при полной оплате', discount_percent: 7 })
    expect(full).toEqual({
      key: 'full',
      label: '100 % оплата',
      value: `11${NBSP}578${NBSP}500${NBSP}₽`,
      note: `со скидкой 7${NBSP}% по акции «Скидка при полной оплате»`,
    })
  })

  it('states the instalment’s first and monthly payment, term and programme', () => {
    const ways = paymentWays({ price: 12_450_000, instalment: INSTALMENT }, null)
    expect(ways.map((w) => w.key)).toEqual(['full', 'instalment'])
    expect(ways[1]).toMatchObject({
      value: `168${NBSP}802${NBSP}₽/мес.`,
      note: `первый взнос 4${NBSP}357${NBSP}500${NBSP}₽ (35${NBSP}%), остаток — 4${NBSP}года без процентов; «Рассрочка 0 % для сданных корпусов», Ладога Банк`,
    })
    expect(paymentWays({ price: 1, instalment: null }, null).map((w) => w.key)).toEqual(['full'])
  })
})
