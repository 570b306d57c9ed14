import clsx from 'clsx'
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'

import type { Size, Theme } from '../shared/types'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost'

export interface ButtonStyleOptions {
  variant?: ButtonVariant
  size?: Size
  theme?: Theme
  fullWidth?: boolean
  round?: boolean
  className?: string
}

export interface ButtonProps extends ButtonStyleOptions, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean
  /** Icon before the text (decorative). */
  icon?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/** Class names of the button look, for links that must look like buttons (`<a className={buttonClassName()}>`). */
export function buttonClassName({ variant = 'primary', size = 'medium', fullWidth, round, className }: ButtonStyleOptions = {}): string {
  return clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, round && styles.round, className)
}

/** Native button in the kit's variants; type="button" unless told otherwise so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  theme,
  fullWidth,
  round,
  className,
  loading = false,
  icon,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, round, className })}
      data-variant={variant}
      data-size={size}
      data-theme={theme}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children != null && <span className={styles.label}>{children}</span>}
    </button>
  )
}
