import clsx from 'clsx'
import type { ReactNode } from 'react'

import styles from './field.module.css'

export interface FieldLabelProps {
  children: ReactNode
  /** The control it names: a `<label for>`. Without it the label is a `<span>` that the control points at with aria-labelledby (FileInput). */
  htmlFor?: string
  id?: string
  /** Hidden visually; it still names the control. */
  hidden?: boolean
  /** Adds the red asterisk; the control's own `required` is what assistive technology announces. */
  required?: boolean
}

/** The label line of a kit field with its required marker: the one markup TextInput, Textarea and FileInput share. */
export function FieldLabel({ children, htmlFor, id, hidden, required }: FieldLabelProps) {
  const Tag = htmlFor ? 'label' : 'span'
  return (
    <Tag htmlFor={htmlFor} id={id} className={clsx(styles.label, hidden && styles.srOnly)}>
      {children}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Tag>
  )
}
