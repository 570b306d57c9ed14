import type { ReactNode } from 'react'

import { errorContent, HOME_BUTTON_LABEL } from './error-content'
import styles from './error-view.module.css'
import { ReloadButton } from './reload-button'

export interface ErrorViewProps {
  status: number
  /** The technical message (SPEC §8), shown small under the description. */
  message?: ReactNode
}

/**
 * The error page body of SPEC §2.2. Rendered by server (not-found) and client (error boundary) files,
 * so it imports nothing server-only, and its buttons are styled here rather than with the UI kit:
 * error boundaries ship with every route, and the kit's barrel would ship with them.
 */
export function ErrorView({ status, message }: ErrorViewProps) {
  const content = errorContent(status)
  return (
    <section className={styles.error} aria-labelledby="error-title" data-status={status} data-testid="error-page">
      <svg className={styles.art} viewBox="0 0 320 160" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="error-dawn" x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="#f7b267" />
            <stop offset="0.55" stopColor="#f28a45" />
            <stop offset="1" stopColor="#e8603c" />
          </linearGradient>
        </defs>
        <path d="M40 150a120 120 0 0 1 240 0" fill="none" stroke="url(#error-dawn)" strokeWidth="2" />
        <path d="M80 150a80 80 0 0 1 160 0" fill="url(#error-dawn)" opacity="0.18" />
        <path d="M0 150h320" stroke="currentColor" strokeOpacity="0.2" />
      </svg>
      <p className={styles.status}>
        <span className="visually-hidden">Код ошибки </span>
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {content.title}
      </h1>
      {content.description && <p className={styles.description}>{content.description}</p>}
      {message && (
        <p className={styles.message} data-testid="error-message">
          {message}
        </p>
      )}
      <div className={styles.actions}>
        {content.homeButton && (
          <a className={styles.action} href="/">
            {HOME_BUTTON_LABEL}
          </a>
        )}
        {content.reloadButton && <ReloadButton className={styles.action} />}
      </div>
    </section>
  )
}
