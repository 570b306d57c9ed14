'use client'

import { lazy, Suspense, useState } from 'react'

import { Button } from '@/ui/button/button'
import { Dialog } from '@/ui/dialog/dialog'

import styles from './flat-sidebar.module.css'

// The calculator's code loads when the visitor opens the modal, not with the card.
const MortgageCalculator = lazy(() => import('@/features/mortgage/client').then((m) => ({ default: m.MortgageCalculator })))

export interface MortgageEstimateProps {
  /** The flat's id: the calculator offers only the programmes that apply to it. */
  property: number
  /** The flat's price, ₽: the calculator opens with it, exactly. */
  price: number
  /** 'от 48 300 ₽/мес.', or null when no programme applies. */
  monthly: string | null
  /** The conditions of that payment (programme, bank, rate, initial payment, term, whom it is for). */
  terms?: string | null
  /** The flat as a mortgage application names it. */
  subject: string
}

/**
 * The monthly payment estimate and the button that opens the mortgage calculator modal for this flat: its
 * exact price and the programmes that apply to it, so the calculator's first offer is the figure shown here.
 */
export function MortgageEstimate({ property, price, monthly, terms, subject }: MortgageEstimateProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.mortgage}>
      {monthly ? (
        <p className={styles.monthly}>
          <span className={styles.monthlyLabel}>в ипотеку</span>
          <span data-testid="flat-monthly">{monthly}</span>
        </p>
      ) : null}
      {terms ? <p className={styles.monthlyTerms}>{terms}</p> : null}
      <Button variant="secondary" size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        рассчитать ипотеку
      </Button>
      {/* /mortgage for this flat: its exact price and its programmes, so the page's payment is the one above. */}
      <a className={styles.mortgageLink} href={`/mortgage?property=${property}`}>
        все программы для этой квартиры
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} title="Ипотечный калькулятор" placement="center" className={styles.mortgageDialog}>
        <Suspense fallback={<p className={styles.loading}>Загружаем калькулятор…</p>}>
          <MortgageCalculator initialPrice={price} property={property} subject={subject} variant="modal" onLeave={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </div>
  )
}
