'use client'

import { useEffect, useRef, useState } from 'react'

import { parseDecimal } from '@/lib/decimal'
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

/**
 * Parses '12,5' or '12 500' (lib/decimal) and applies the scale, to the kopeck; empty, malformed or negative
 * text means "no bound".
 */
export function parseBound(text: string, scale = 1): number | undefined {
  const value = parseDecimal(text)
  if (value === null || value < 0) return undefined
  return Math.round(value * scale * 100) / 100
}

interface BoundInputProps {
  /** The range's label; the input is named «{label} от» or «{label} до». */
  label: string
  word: 'от' | 'до'
  value: string
  /** The facet's bound as text, shown after the word as the placeholder (null: the facets are not known). */
  bound: string | null
  onChange: (text: string) => void
  /** Applies the range at once: on leaving the input or on Enter, without waiting for the debounce. */
  onCommit: () => void
}

/** One end of a range. */
function BoundInput({ label, word, value, bound, onChange, onCommit }: BoundInputProps) {
  return (
    <TextInput
      label={`${label} ${word}`}
      hideLabel
      inputMode="decimal"
      autoComplete="off"
      size="small"
      value={value}
      placeholder={bound === null ? word : `${word} ${bound}`}
      onChange={onChange}
      onBlur={onCommit}
      onKeyDown={(event) => event.key === 'Enter' && onCommit()}
    />
  )
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
  const boundText = (value: number) => formatNumber(value / scale, { maxFractionDigits: 1 })
  const editFrom = (text: string) => {
    setFrom(text)
    schedule(text, to)
  }
  const editTo = (text: string) => {
    setTo(text)
    schedule(from, text)
  }
  const commitNow = () => commit(from, to)

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>
        {label}
        {unit ? `, ${unit}` : ''}
      </legend>
      <div className={styles.rangeInputs}>
        <BoundInput label={label} word="от" value={from} bound={bounds && boundText(bounds.min)} onChange={editFrom} onCommit={commitNow} />
        <BoundInput label={label} word="до" value={to} bound={bounds && boundText(bounds.max)} onChange={editTo} onCommit={commitNow} />
      </div>
    </fieldset>
  )
}
