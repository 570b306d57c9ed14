'use client'

import clsx from 'clsx'
import { useRef, type InputHTMLAttributes } from 'react'

import { Icon } from '../icon/icon'
import fieldStyles from '../shared/field.module.css'
import { FieldLabel } from '../shared/field-label'
import { FieldMessage } from '../shared/field-message'
import type { Size, Theme } from '../shared/types'
import { useFieldIds } from '../shared/use-field-ids'
import styles from './file-input.module.css'
import { fileStatus, useFileInput } from './use-file-input'

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'onChange' | 'value' | 'defaultValue'
> {
  label: string
  /** Text of the button-like label. */
  buttonText?: string
  /** Status text while nothing is chosen. */
  placeholder?: string
  onChange?: (files: File[]) => void
  hint?: string
  error?: string | boolean
  size?: Exclude<Size, 'large'>
  theme?: Theme
}

/** Native file input behind a button-like label, with the chosen files' status and a clear button. */
export function FileInput({
  label,
  buttonText = 'Выбрать файл',
  placeholder = 'Файл не выбран',
  onChange,
  hint,
  error,
  size = 'medium',
  theme,
  className,
  disabled,
  required,
  id,
  ...rest
}: FileInputProps) {
  const { inputId, messageId, invalid, describedBy: messageRef } = useFieldIds({ id, hint, error })
  const ids = { label: `${inputId}-label`, button: `${inputId}-button`, status: `${inputId}-status`, message: messageId }
  const inputRef = useRef<HTMLInputElement>(null)
  const state = useFileInput(inputRef, onChange)
  const describedBy = [ids.status, messageRef].filter(Boolean).join(' ')

  return (
    <div
      className={clsx(fieldStyles.field, styles.root, className)}
      data-theme={theme}
      data-size={size}
      data-has-files={state.files.length > 0}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <FieldLabel id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className={styles.input}
          disabled={disabled}
          required={required}
          aria-labelledby={`${ids.label} ${ids.button}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => state.select(event.target.files)}
          {...rest}
        />
        <label id={ids.button} htmlFor={inputId} className={styles.button}>
          <Icon name="upload" size="small" />
          {buttonText}
        </label>
        <span id={ids.status} className={styles.status} aria-live="polite">
          {state.files.length > 0 && <Icon name="file" size="small" />}
          {fileStatus(state.files, placeholder)}
        </span>
        {state.files.length > 0 && !disabled && (
          <button type="button" className={styles.clear} onClick={state.clear} aria-label="Удалить выбранные файлы">
            <Icon name="close" size="small" />
          </button>
        )}
      </div>
      {state.files.length > 1 && (
        <ul className={styles.list} aria-label="Выбранные файлы">
          {state.files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</li>
          ))}
        </ul>
      )}
      <FieldMessage id={ids.message} hint={hint} error={error} />
    </div>
  )
}
