'use client'

import { type CSSProperties, type ReactNode, useId, useState } from 'react'

import { parseDecimal } from '@/lib/decimal'

import styles from './range-field.module.css'

/** A typed text read: the value (in the field's units) and the unit it was typed in, or why it is refused. */
export type FieldInput = { value: number; suffix?: string } | { error: string; suffix?: string } | null

const readNumber = (text: string): FieldInput => {
  const value = parseDecimal(text)
  return value === null ? null : { value }
}

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
  /**
   * Reads the typed text (default: a Russian decimal in the field's units). It may name the unit the text was
   * typed in (shown instead of `suffix` while the field is being edited) or refuse the text with a message.
   */
  parse?: (text: string) => FieldInput
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
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  suffix,
  formatInput,
  formatValue,
  parse = readNumber,
  onCommit,
  aside,
  disabled,
}: RangeFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const read = draft === null ? null : parse(draft)
  const error = read && 'error' in read ? read.error : null
  const typedSuffix = read?.suffix ?? suffix
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
              aria-describedby={`${id}-suffix ${id}-scale${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setDraft(event.target.value)
                const parsed = parse(event.target.value)
                if (parsed && 'value' in parsed) onCommit(parsed.value)
              }}
              onBlur={() => setDraft(null)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setDraft(null)
              }}
            />
          </span>
          <span className={styles.suffix} id={`${id}-suffix`}>
            {typedSuffix}
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
      {/* A refused text is said where it was typed; the value kept is the last one accepted. */}
      <p className={styles.error} id={`${id}-error`} role="alert" hidden={!error}>
        {error}
      </p>
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
