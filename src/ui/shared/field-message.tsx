import { Icon } from '../icon/icon'
import styles from './field.module.css'

export interface FieldMessageProps {
  id: string
  hint?: string
  /** A string replaces the hint; true only styles the hint as an error. */
  error?: string | boolean
}

/** The line under a field: the error in an alert style (announced), else the hint. */
export function FieldMessage({ id, hint, error }: FieldMessageProps) {
  const errorText = typeof error === 'string' && error ? error : error ? hint : undefined
  if (errorText) {
    return (
      <p id={id} className={styles.error} role="alert" data-error="true">
        <Icon name="alert" size="small" />
        <span>{errorText}</span>
      </p>
    )
  }
  if (!hint) return null
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  )
}

/** Whether a FieldMessage would render, so aria-describedby points only at something that exists. */
export function hasFieldMessage({ hint, error }: Omit<FieldMessageProps, 'id'>): boolean {
  return Boolean(hint || (typeof error === 'string' && error))
}
