'use client'

import { type CSSProperties, type ReactNode, useId, useState } from 'react'

import { parseDecimal } from '@/lib/decimal'

import styles from './range-field.module.css'

export interface RangeFieldProps {
  label: string
  /** The value in the units the visitor sees (millions, percent, years). */
  value: number
  min: number
  max: number
  step: number
  /** The unit after the number: 'млн ₽', '%', 'лет'. */
  suffix: string
  /** The number as the field shows it: '13,2'. */
  formatInput: (value: number) => string
  /** The number with its unit for screen readers and the scale: '13,2 млн ₽'. */
  formatValue: (value: number) => string
  /** Receives every valid number typed or dragged; the owner clamps and converts. */
  onCommit: (value: number) => void
  /** Extra text on the right of the field (the initial payment in rubles). */
  aside?: ReactNode
  disabled?: boolean
}

/**
 * A number field with a slider on its lower edge, the pair of controls of a mortgage calculator. The field
 * takes Russian input ('13,2'); while it is focused the visitor's text stays as typed, and on blur it shows
 * the value that was kept (clamped, rounded).
 */
export function RangeField({ label, value, min, max, step, suffix, formatInput, formatValue, onCommit, aside, disabled }: RangeFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const fill = max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0

  return (
    <div className={styles.field} data-disabled={disabled || undefined}>
      <div className={styles.box}>
        <label className={styles.label} id={`${id}-label`} htmlFor={`${id}-input`}>
          {label}
        </label>
        <div className={styles.valueRow}>
          <span className={styles.inputWrap}>
            {/* Sizes the input to its text, so the unit sits right after the number. */}
            <span className={styles.sizer} aria-hidden="true">
              {draft ?? formatInput(value)}
            </span>
            <input
              id={`${id}-input`}
              className={styles.input}
              type="text"
              // The sizer sets the width; a one-character intrinsic size lets the field shrink to it.
              size={1}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={draft ?? formatInput(value)}
              disabled={disabled}
              aria-describedby={`${id}-suffix ${id}-scale`}
              onChange={(event) => {
                setDraft(event.target.value)
                const parsed = parseDecimal(event.target.value)
                if (parsed !== null) onCommit(parsed)
              }}
              onBlur={() => setDraft(null)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setDraft(null)
              }}
            />
          </span>
          <span className={styles.suffix} id={`${id}-suffix`}>
            {suffix}
          </span>
          {aside ? <span className={styles.aside}>{aside}</span> : null}
        </div>
        <input
          className={styles.range}
          type="range"
          min={min}
          max={max}
          step={step}
          value={Math.min(max, Math.max(min, value))}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-valuetext={formatValue(value)}
          style={{ '--fill': `${fill}%` } as CSSProperties}
          onChange={(event) => {
            setDraft(null)
            onCommit(Number(event.target.value))
          }}
        />
      </div>
      <p className={styles.scale} id={`${id}-scale`}>
        <span>
          <span className="visually-hidden">от </span>
          {formatValue(min)}
        </span>
        <span>
          <span className="visually-hidden">до </span>
          {formatValue(max)}
        </span>
      </p>
    </div>
  )
}
