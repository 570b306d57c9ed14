'use client'

import { useEffect, useRef, useState } from 'react'

import { formatNumber } from '@/lib/money'
import { TextInput } from '@/ui/text-input/text-input'

import styles from './shop-filters.module.css'

/** How long typing may pause before a range bound applies (ms); a blur or Enter applies it at once. */
export const RANGE_DEBOUNCE_MS = 450

export interface RangeFieldProps {
  label: string
  unit: string
  min?: number
  max?: number
  /** The facet's bounds under the other filters: the placeholders. */
  bounds: { min: number; max: number } | null
  /** A value as entered is multiplied by this before it goes to the filter (price entered in millions). */
  scale?: number
  onChange: (min: number | undefined, max: number | undefined) => void
}

const toText = (value: number | undefined, scale: number) => (value === undefined ? '' : String(value / scale).replace('.', ','))

/** Parses '12,5' or '12 500' into a number; empty or malformed text means "no bound". */
export function parseBound(text: string, scale = 1): number | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.')
  if (!cleaned || !/^\d+(\.\d+)?$/.test(cleaned)) return undefined
  return Math.round(Number(cleaned) * scale * 100) / 100
}

/** A «от … до …» pair of inputs; typing is debounced so each keystroke does not refetch the list. */
export function RangeField({ label, unit, min, max, bounds, scale = 1, onChange }: RangeFieldProps) {
  const [from, setFrom] = useState(() => toText(min, scale))
  const [to, setTo] = useState(() => toText(max, scale))
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The URL changed from elsewhere (reset, back/forward): show its values (React's "adjust state on prop change").
  const [shown, setShown] = useState({ min, max })
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max })
    if (shown.min !== min) setFrom(toText(min, scale))
    if (shown.max !== max) setTo(toText(max, scale))
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (nextFrom: string, nextTo: string) => {
    clearTimeout(timer.current)
    const lo = parseBound(nextFrom, scale)
    const hi = parseBound(nextTo, scale)
    if (lo !== min || hi !== max) onChange(lo, hi)
  }
  const schedule = (nextFrom: string, nextTo: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(nextFrom, nextTo), RANGE_DEBOUNCE_MS)
  }
  const placeholder = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value / scale, { maxFractionDigits: 1 })

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>
        {label}
        {unit ? `, ${unit}` : ''}
      </legend>
      <div className={styles.rangeInputs}>
        <TextInput
          label={`${label} от`}
          hideLabel
          inputMode="decimal"
          autoComplete="off"
          size="small"
          value={from}
          placeholder={bounds ? `от ${placeholder(bounds.min)}` : 'от'}
          onChange={(text) => {
            setFrom(text)
            schedule(text, to)
          }}
          onBlur={() => commit(from, to)}
          onKeyDown={(event) => event.key === 'Enter' && commit(from, to)}
        />
        <TextInput
          label={`${label} до`}
          hideLabel
          inputMode="decimal"
          autoComplete="off"
          size="small"
          value={to}
          placeholder={bounds ? `до ${placeholder(bounds.max)}` : 'до'}
          onChange={(text) => {
            setTo(text)
            schedule(from, text)
          }}
          onBlur={() => commit(from, to)}
          onKeyDown={(event) => event.key === 'Enter' && commit(from, to)}
        />
      </div>
    </fieldset>
  )
}
