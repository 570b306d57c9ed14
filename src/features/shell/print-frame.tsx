import type { ReactNode } from 'react'

import { phoneText, type SiteSettings } from '@/features/settings'

import { LogoMark } from './logo'
import styles from './print-frame.module.css'
import { PrintButton } from './print-button'

/** The print layout (SPEC §2.1 'print'): an A4-friendly sheet with the logo and the sales phone, no site chrome. */
export function PrintFrame({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return (
    <div className={styles.sheet}>
      <header className={styles.header}>
        <span className={styles.logo}>
          <LogoMark className={styles.mark} gradientId="logo-dawn-print" />
          {settings.projectName}
        </span>
        <span className={styles.contacts}>
          {settings.phone && phoneText(settings.phone)}
          {settings.address && <span className={styles.address}>{settings.address}</span>}
        </span>
        <PrintButton className={styles.print} />
      </header>
      <main id="main">{children}</main>
      <footer className={styles.footer}>
        {settings.legalText ?? 'Информация носит справочный характер и не является публичной офертой.'}
      </footer>
    </div>
  )
}
