'use client'

import clsx from 'clsx'
import type { Ref, TextareaHTMLAttributes } from 'react'

import fieldStyles from '../shared/field.module.css'
import { FieldLabel } from '../shared/field-label'
import { FieldMessage } from '../shared/field-message'
import styles from '../text-input/text-input.module.css'
import { type TextFieldProps, useTextField } from '../text-input/use-text-field'

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange'>, TextFieldProps {
  ref?: Ref<HTMLTextAreaElement>
}

/** Labelled native textarea; with maxLength it shows a «used / max» counter. */
export function Textarea({
  label,
  hideLabel,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  theme,
  required,
  disabled,
  className,
  id,
  rows = 4,
  maxLength,
  ref,
  ...rest
}: TextareaProps) {
  const field = useTextField({ id, value, defaultValue, onChange, hint, error })
  const counterId = `${field.inputId}-counter`
  const describedBy = [field.describedBy, maxLength ? counterId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={clsx(fieldStyles.field, className)}
      data-theme={theme}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <FieldLabel htmlFor={field.inputId} hidden={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <textarea
          ref={ref}
          id={field.inputId}
          className={styles.textarea}
          rows={rows}
          value={field.value}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => field.change(event.target.value)}
          {...rest}
        />
      </div>
      {maxLength ? (
        <span id={counterId} className={styles.counter}>
          {field.value.length} / {maxLength}
        </span>
      ) : null}
      <FieldMessage id={field.messageId} hint={hint} error={error} />
    </div>
  )
}
