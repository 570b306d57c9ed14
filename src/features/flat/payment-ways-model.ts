/** The ways to pay for a flat, beside its price on the card: 100 %, mortgage (its own block), instalment, trade-in. */
import type { PromoDto, PropertyDetail } from '@/features/properties'
import { formatNumber, formatRub } from '@/lib/money'
import { pluralRu, RU_FORMS } from '@/lib/plural'

const NBSP = '\u00a0'
const percent = (value: number) => `${formatNumber(value, { maxFractionDigits: 2 })}${NBSP}%`

export interface PaymentWay {
  key: 'full' | 'instalment'
  label: string
  value: string
  note: string | null
}

/** The price paid in full: the flat's price less the discount a full-payment promo gives it (rounded to the ruble). */
export function fullPaymentPrice(price: number, promo: Pick<PromoDto, 'discount_percent'> | null): number {
  const discount = promo?.discount_percent ?? 0
  return discount > 0 ? Math.round(price * (1 - discount / 100)) : price
}

/**
 * The 100 % and instalment lines. The instalment's figures are the calculator's for this flat with «Рассрочка»
 * picked (PropertyDetail.instalment, from the programme record the FAQ and the card's promo also read).
 */
export function paymentWays(
  detail: Pick<PropertyDetail, 'price' | 'instalment'>,
  fullPaymentPromo: Pick<PromoDto, 'title' | 'discount_percent'> | null,
): PaymentWay[] {
  const discount = fullPaymentPromo?.discount_percent ?? 0
  const ways: PaymentWay[] = [
    {
      key: 'full',
      label: '100 % оплата',
      value: formatRub(fullPaymentPrice(detail.price, fullPaymentPromo)),
      note: discount > 0 && fullPaymentPromo ? `со скидкой ${percent(discount)} по акции «${fullPaymentPromo.title}»` : null,
    },
  ]
  const plan = detail.instalment
  if (plan) {
    const years = `${plan.term}${NBSP}${pluralRu(plan.term, RU_FORMS.year)}`
    const rate = plan.rate === 0 ? 'без процентов' : `${percent(plan.rate)} годовых`
    ways.push({
      key: 'instalment',
      label: 'Рассрочка',
      value: `${formatRub(plan.monthly_payment)}/мес.`,
      note: `первый взнос ${formatRub(plan.first_payment)} (${percent(plan.initial_payment)}), остаток — ${years} ${rate}; «${plan.program}», ${plan.bank}`,
    })
  }
  return ways
}
