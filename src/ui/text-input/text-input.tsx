'use client'

import clsx from 'clsx'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

import fieldStyles from '../shared/field.module.css'
import { FieldLabel } from '../shared/field-label'
import { FieldMessage } from '../shared/field-message'
import type { Size } from '../shared/types'
import styles from './text-input.module.css'
import { type TextFieldProps, useTextField } from './use-text-field'

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue' | 'onChange' | 'prefix'>, TextFieldProps {
  /** Text or icon after the value, e.g. '₽' or 'м²'. */
  suffix?: ReactNode
  size?: Size
  ref?: Ref<HTMLInputElement>
}

/** Labelled native input with hint and error lines. */
export function TextInput({
  label,
  hideLabel,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  suffix,
  size = 'medium',
  theme,
  required,
  disabled,
  className,
  id,
  type = 'text',
  ref,
  ...rest
}: TextInputProps) {
  const field = useTextField({ id, value, defaultValue, onChange, hint, error })
  return (
    <div
      className={clsx(fieldStyles.field, className)}
      data-theme={theme}
      data-size={size}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <FieldLabel htmlFor={field.inputId} hidden={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.control} data-size={size}>
        <input
          ref={ref}
          id={field.inputId}
          type={type}
          className={styles.input}
          value={field.value}
          required={required}
          disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          onChange={(event) => field.change(event.target.value)}
          {...rest}
        />
        {suffix != null && <span className={styles.suffix}>{suffix}</span>}
      </div>
      <FieldMessage id={field.messageId} hint={hint} error={error} />
    </div>
  )
}
