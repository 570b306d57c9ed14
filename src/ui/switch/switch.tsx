'use client'

import clsx from 'clsx'
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

import type { Size, Theme } from '../shared/types'
import styles from './switch.module.css'
import { useSwitch, type SwitchStateOptions } from './use-switch'

export interface SwitchProps
  extends
    SwitchStateOptions,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'onChange' | 'checked' | 'defaultChecked' | 'name' | 'role'> {
  label: ReactNode
  /** Label before (start) or after (end) the track. */
  labelPosition?: 'start' | 'end'
  size?: Exclude<Size, 'large'>
  theme?: Theme
  ref?: Ref<HTMLInputElement>
}

/** Native checkbox exposed as role="switch" (announced as on/off). */
export function Switch({
  label,
  labelPosition = 'end',
  checked,
  defaultChecked,
  name,
  onChange,
  onNamedChange,
  size = 'medium',
  theme,
  disabled,
  className,
  id,
  ref,
  ...rest
}: SwitchProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const state = useSwitch({ checked, defaultChecked, name, onChange, onNamedChange })
  // The label wraps its input: that associates them, so no `for` (html-validate no-redundant-for).
  return (
    <label
      className={clsx(styles.root, className)}
      data-theme={theme}
      data-size={size}
      data-checked={state.on}
      data-disabled={disabled || undefined}
      data-label-position={labelPosition}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        role="switch"
        name={name}
        className={styles.input}
        checked={state.on}
        disabled={disabled}
        onChange={(event) => state.set(event.target.checked)}
        {...rest}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.text}>{label}</span>
    </label>
  )
}
