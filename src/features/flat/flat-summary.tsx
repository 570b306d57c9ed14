import clsx from 'clsx'
import type { ReactNode } from 'react'

import { FactList } from './fact-list'
import type { KeyFact } from './key-facts'
import styles from './flat-summary.module.css'

/** Where the flat is ('корпус 3, секция 2, квартира № 84'), under its title. */
export function FlatPlace({ children }: { children: ReactNode }) {
  return <p className={styles.place}>{children}</p>
}

export interface FlatFactsProps {
  facts: readonly KeyFact[]
  /** The page's own class: its placement, and `--facts-columns` (2 by default). */
  className?: string
}

/** The flat's key facts between two rules, a small label over each value. */
export function FlatFacts({ facts, className }: FlatFactsProps) {
  return <FactList facts={facts} className={clsx(styles.facts, className)} factClassName={styles.fact} />
}

export interface FlatPriceProps {
  /** What stands above the price: the old price and discount, or a label. */
  children?: ReactNode
  price: string
  perSquareMetre: string
  /** The price's test id (e2e specs read the figure). */
  priceTestId: string
  /** The price's own class, e.g. setting `--price-max-size` (2.375rem by default). */
  priceClassName?: string
}

/** The flat's price block: what stands above the price, the price, and the price per m². */
export function FlatPrice({ children, price, perSquareMetre, priceTestId, priceClassName }: FlatPriceProps) {
  return (
    <div className={styles.prices}>
      {children}
      <p className={clsx(styles.price, priceClassName)} data-testid={priceTestId}>
        {price}
      </p>
      <p className={styles.perM2}>{perSquareMetre}</p>
    </div>
  )
}
