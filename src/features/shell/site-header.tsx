import clsx from 'clsx'
import type { ReactNode } from 'react'

import { groupMenu, type MenuItem, topLevelItems } from '@/features/navigation'
import { phoneHref as toPhoneHref, phoneText, type SiteSettings } from '@/features/settings'
import { buttonClassName } from '@/ui/button/button'

import { ConsultButton } from './consult-button'
import { HeaderFrame } from './header-frame'
import { LogoMark } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'
import styles from './site-header.module.css'

export interface SiteHeaderProps {
  settings: SiteSettings
  menu: readonly MenuItem[]
  /** The visitor's favourites and comparison with their counts: in the header's actions and, from `menuLists`, in the menu. */
  lists?: ReactNode
  menuLists?: ReactNode
}

/** The default layout's header: logo, main menu, phone and the consult button; a dialog menu below 1280 px. */
export function SiteHeader({ settings, menu, lists, menuLists }: SiteHeaderProps) {
  const phoneHref = toPhoneHref(settings.phone)
  // Call tracking swaps numbers in elements carrying its class.
  const phoneClass = settings.callTracking.enabled ? (settings.callTracking.phoneClass ?? undefined) : undefined
  // Ink, not dawn: the header sits in every view, so the page's own call to action keeps the one accent.
  const consultClass = buttonClassName({ variant: 'primary', size: 'medium', className: styles.consult })
  // On the phone «позвонить» and «заказать звонок» share the row: the call is the quieter of the two.
  const dialClass = buttonClassName({ variant: 'secondary', size: 'medium', className: styles.consult })
  return (
    <HeaderFrame>
      <div className={styles.inner}>
        <a href="/" className={styles.logo} aria-label={`${settings.projectName} — на главную`}>
          <LogoMark className={styles.logoMark} gradientId="logo-dawn-header" />
          <span className={styles.logoText} aria-hidden="true">
            Новая Заря
          </span>
        </a>
        <nav className={styles.nav} aria-label="Основное меню">
          <NavLinks items={topLevelItems(menu)} className={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.actions}>
          {lists}
          {settings.phone && phoneHref && (
            <a href={phoneHref} className={clsx(styles.phone, phoneClass)} data-phone="">
              {phoneText(settings.phone)}
            </a>
          )}
          <ConsultButton phoneHref={phoneHref} className={consultClass} dialClassName={dialClass} source="header" />
          <MobileMenu
            groups={groupMenu(menu)}
            phoneLabel={settings.phone && phoneText(settings.phone)}
            phoneHref={phoneHref}
            phoneClassName={phoneClass}
            consultClassName={buttonClassName({ variant: 'accent', size: 'large', fullWidth: true })}
            dialClassName={buttonClassName({ variant: 'secondary', size: 'large', fullWidth: true })}
            lists={menuLists}
          />
        </div>
      </div>
    </HeaderFrame>
  )
}
