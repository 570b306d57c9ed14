import type { ReactNode } from 'react'

import styles from './forms.module.css'
import { PRIVACY_PATH } from './texts'

/** How a consent text names the policy: «политикой / политики конфиденциальности», else «обработку персональных данных». */
const POLICY = [/политик[а-яё]*\s+конфиденциальности/i, /обработк[а-яё]*\s+персональных\s+данных/i]

/**
 * A consent text with the privacy policy linked (152-ФЗ: the policy is one click from every form that
 * collects personal data). The words the text uses for the policy become the link; a text that does not
 * name it gets «Политика конфиденциальности» after it. Plain text in, so the CMS cannot inject markup.
 */
export function ConsentText({ text, className = styles.consent }: { text: string; className?: string }) {
  const match = POLICY.map((pattern) => pattern.exec(text)).find((m) => m !== null)
  if (!match) {
    return (
      <p className={className}>
        {text} <PrivacyLink>Политика конфиденциальности</PrivacyLink>
      </p>
    )
  }
  const start = match.index
  const end = start + match[0].length
  return (
    <p className={className}>
      {text.slice(0, start)}
      <PrivacyLink>{match[0]}</PrivacyLink>
      {text.slice(end)}
    </p>
  )
}

/** A link to the privacy policy, opened in a new tab so a half-filled form is not lost. */
export function PrivacyLink({ children }: { children: ReactNode }) {
  return (
    <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={styles.policyLink}>
      {children}
    </a>
  )
}
