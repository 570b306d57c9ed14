'use client'

import clsx from 'clsx'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

import { Icon } from '../icon/icon'
import { FieldMessage } from '../shared/field-message'
import type { Size, Theme } from '../shared/types'
import { useControllable } from '../shared/use-controllable'
import { useFieldIds } from '../shared/use-field-ids'
import styles from './checkbox.module.css'

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'onChange' | 'checked' | 'defaultChecked'
> {
  label: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  /** Receives the new state. */
  onChange?: (checked: boolean) => void
  hint?: string
  /** An error text (shown in an alert style) or true to mark the box invalid. */
  error?: string | boolean
  size?: Exclude<Size, 'large'>
  theme?: Theme
  ref?: Ref<HTMLInputElement>
}

/** Native checkbox with a drawn box; the whole label is the hit area. */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onChange,
  hint,
  error,
  size = 'medium',
  theme,
  className,
  disabled,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  const { inputId, messageId, invalid, describedBy } = useFieldIds({ id, hint, error })
  const [value, setValue] = useControllable(checked, defaultChecked)

  return (
    <div
      className={clsx(styles.root, className)}
      data-theme={theme}
      data-size={size}
      data-checked={value}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      {/* The label wraps its input: that associates them, so no `for` (html-validate no-redundant-for). */}
      <label className={styles.label}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.input}
          checked={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.checked)
            onChange?.(event.target.checked)
          }}
          {...rest}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size="small" className={styles.check} />
        </span>
        <span className={styles.text}>{label}</span>
      </label>
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  )
}
