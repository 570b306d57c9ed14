import clsx from 'clsx'
import type { ReactNode } from 'react'

import { groupMenu, type MenuItem, menuHref } from '@/features/navigation'
import { phoneHref as toPhoneHref, phoneText, type SiteSettings } from '@/features/settings'

import { LogoMark } from './logo'
import styles from './site-footer.module.css'

export interface SiteFooterProps {
  settings: SiteSettings
  menu: readonly MenuItem[]
  /** The buildings' documents (declarations, permits, escrow bank), above the legal text. */
  documents?: ReactNode
}

/** The default layout's footer: the info menu, contacts (the consult fallback scrolls here) and legal text. */
export function SiteFooter({ settings, menu, documents }: SiteFooterProps) {
  const phoneHref = toPhoneHref(settings.phone)
  const phoneClass = settings.callTracking.enabled ? (settings.callTracking.phoneClass ?? undefined) : undefined
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <a href="/" className={styles.logo} aria-label={`${settings.projectName} — на главную`}>
            <LogoMark className={styles.logoMark} gradientId="logo-dawn-footer" />
            <span aria-hidden="true">Новая Заря</span>
          </a>
          <p className={styles.tagline}>Дома у воды, где утро начинается с рассвета.</p>
        </div>

        {menu.length > 0 && (
          <nav className={styles.menu} aria-label="Информация">
            {groupMenu(menu).map((group, index) => (
              <div key={group.category ?? `group-${index}`} className={styles.group}>
                {group.category && <p className={styles.groupTitle}>{group.category}</p>}
                <ul className={styles.list}>
                  {[...(group.head ? [group.head] : []), ...group.items].map((item) => (
                    <li key={`${item.title}:${menuHref(item)}`}>
                      <a href={menuHref(item)} className={styles.link}>
                        {item.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}

        <address id="contacts" className={styles.contacts} tabIndex={-1}>
          <p className={styles.groupTitle}>Офис продаж</p>
          {settings.phone && phoneHref && (
            <a href={phoneHref} className={clsx(styles.phone, phoneClass)} data-phone="">
              {phoneText(settings.phone)}
            </a>
          )}
          {settings.email && (
            <a href={`mailto:${settings.email}`} className={styles.link}>
              {settings.email}
            </a>
          )}
          {settings.address && <span className={styles.muted}>{settings.address}</span>}
          {settings.workingHours && <span className={styles.muted}>{settings.workingHours}</span>}
        </address>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          {documents}
          <p className={styles.legal}>
            {settings.legalText ?? 'Информация на сайте носит справочный характер и не является публичной офертой (ст. 437 ГК РФ).'}
          </p>
          <p className={styles.copyright}>
            © {year} {settings.developerName ?? settings.projectName}
            {/* 152-ФЗ, ст. 18.1: the personal-data policy is published where the data is collected. */}
            <a href="/privacy" className={styles.policy}>
              Политика конфиденциальности
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
