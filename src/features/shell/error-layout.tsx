import type { ReactNode } from 'react'

import styles from './error-layout.module.css'
import { LogoMark } from './logo'

/**
 * The error layout (SPEC §2.1 'error'): a quiet frame with the logo, for errors where the default layout
 * itself could not render (root error boundary, global error, 404 outside the default group).
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <a href="/" className={styles.logo} aria-label="ЖК «Новая Заря» — на главную">
          <LogoMark className={styles.mark} gradientId="logo-dawn-error" />
          <span aria-hidden="true">Новая Заря</span>
        </a>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>ЖК «Новая Заря», Санкт-Петербург</footer>
    </div>
  )
}
