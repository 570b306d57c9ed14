'use client'

import { requestConsultation } from '@/features/shell'
import { buttonClassName } from '@/ui/button/button'

/** «оценить мою квартиру»: the request form as a trade-in lead about this flat (the sales team calls back). */
export function TradeInAction({ property, summary }: { property: number; summary: string }) {
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'secondary', size: 'small' })}
      onClick={() => requestConsultation({ source: 'flat-card-trade-in', about: { type: 'trade_in', property, summary } })}
    >
      оценить мою квартиру
    </button>
  )
}
