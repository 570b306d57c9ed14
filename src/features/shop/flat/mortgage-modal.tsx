'use client'

import { lazy, Suspense, useState } from 'react'

import { Button } from '@/ui/button/button'
import { Dialog } from '@/ui/dialog/dialog'

import styles from './flat-sidebar.module.css'

// The calculator's code loads when the visitor opens the modal, not with the card.
const MortgageCalculator = lazy(() => import('@/features/mortgage/client').then((m) => ({ default: m.MortgageCalculator })))

export interface MortgageEstimateProps {
  /** The flat's price, ₽: the calculator opens with it. */
  price: number
  /** 'от 48 300 ₽/мес.', or null when the catalogue has no estimate. */
  monthly: string | null
}

/** The monthly payment estimate and the button that opens the mortgage calculator modal with this flat's price. */
export function MortgageEstimate({ price, monthly }: MortgageEstimateProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.mortgage}>
      {monthly ? (
        <p className={styles.monthly}>
          <span className={styles.monthlyLabel}>в ипотеку</span>
          {monthly}
        </p>
      ) : null}
      <Button variant="secondary" size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        рассчитать ипотеку
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Ипотечный калькулятор" placement="center" className={styles.mortgageDialog}>
        <Suspense fallback={<p className={styles.loading}>Загружаем калькулятор…</p>}>
          <MortgageCalculator initialPrice={price} variant="modal" />
        </Suspense>
      </Dialog>
    </div>
  )
}
