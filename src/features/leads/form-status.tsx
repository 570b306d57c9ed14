'use client'

import type { Ref } from 'react'

import { Button } from '@/ui/button/button'
import { Icon } from '@/ui/icon/icon'

import styles from './forms.module.css'
import type { Refusal } from './refusal'
import { FORM_ERROR_TEXTS } from './texts'

export interface FormSuccessProps {
  title: string
  text?: string | null
  ref?: Ref<HTMLDivElement>
}

/** The calm confirmation after a sent form; it takes focus so it is read out at once. */
export function FormSuccess({ title, text, ref }: FormSuccessProps) {
  return (
    <div ref={ref} className={styles.status} role="status" tabIndex={-1} data-state="success">
      <span className={styles.statusIcon} aria-hidden="true">
        <Icon name="check" size="large" />
      </span>
      <p className={styles.statusTitle}>{title}</p>
      {text ? <p className={styles.statusText}>{text}</p> : null}
    </div>
  )
}

export interface FormFailureProps {
  onRetry: () => void
  /** A refusal for too many sends (429): its own title and when to try again, instead of the generic failure. */
  refusal?: Refusal | null
  ref?: Ref<HTMLDivElement>
}

/** SPEC §8: 'произошла ошибка' / 'попробуйте отправить данные еще раз или зайдите позже' and 'отправить повторно'. */
export function FormFailure({ onRetry, refusal, ref }: FormFailureProps) {
  return (
    <div ref={ref} className={styles.status} role="alert" tabIndex={-1} data-state="error">
      <span className={styles.statusIcon} data-tone="error" aria-hidden="true">
        <Icon name="alert" size="large" />
      </span>
      <p className={styles.statusTitle}>{refusal?.title ?? FORM_ERROR_TEXTS.title}</p>
      <p className={styles.statusText}>{refusal?.text ?? FORM_ERROR_TEXTS.text}</p>
      <Button variant="secondary" size="large" onClick={onRetry} className={styles.retry}>
        {FORM_ERROR_TEXTS.retry}
      </Button>
    </div>
  )
}
