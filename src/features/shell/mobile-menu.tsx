'use client'

import clsx from 'clsx'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { isCurrentItem, type MenuGroup, menuHref } from '@/features/navigation'

import { ConsultButton } from './consult-button'
import styles from './site-header.module.css'

// The server groups the menu and writes the phone as shown: the grouping and the settings module stay out of every
// page's first-load JavaScript.
export interface MobileMenuProps {
  /** groupMenu of the main menu. */
  groups: readonly MenuGroup[]
  /** phoneText of the settings' phone. */
  phoneLabel: string | null
  phoneHref: string | null
  phoneClassName?: string
  consultClassName?: string
  dialClassName?: string
  /** The visitor's favourites and comparison with their counts, above the contacts. */
  lists?: ReactNode
}

/**
 * The menu below 1280 px: a native modal <dialog> (focus stays inside, Escape closes, focus returns to
 * the burger), closed on navigation.
 */
export function MobileMenu({ groups, phoneLabel, phoneHref, phoneClassName, consultClassName, dialClassName, lists }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  // The links render on the first opening, not in the server's HTML: every page carried them (~2 KB) for a dialog
  // that only a tap on the burger shows; the header nav and the footer carry them for crawlers. The
  // phone stays in the HTML, where a call-tracking script finds it at once.
  const [opened, setOpened] = useState(false)
  const pathname = usePathname()
  const close = () => dialog.current?.close()

  useEffect(() => {
    dialog.current?.close()
  }, [pathname])

  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
          setOpened(true)
        }}
      >
        <span className="visually-hidden">Открыть меню</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 8h16M4 16h16" />
        </svg>
      </button>
      {/* The backdrop click is a mouse shortcut; keyboards close with Escape (native) or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        id="mobile-menu"
        ref={dialog}
        className={styles.menu}
        aria-label="Меню сайта"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside the panel) closes it.
          if (event.target === dialog.current) close()
        }}
      >
        <div className={styles.menuPanel}>
          <div className={styles.menuHead}>
            <span className={styles.menuTitle}>Меню</span>
            <button type="button" className={styles.menuClose} onClick={close}>
              <span className="visually-hidden">Закрыть меню</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <nav className={styles.menuNav} aria-label="Разделы сайта">
            {opened &&
              groups.map((group, index) => (
                <div key={group.category ?? `item-${index}`} className={styles.menuGroup}>
                  {group.category && !group.head && <p className={styles.menuCategory}>{group.category}</p>}
                  <ul className={styles.menuList}>
                    {[...(group.head ? [group.head] : []), ...group.items].map((item, itemIndex) => (
                      <li key={`${item.title}:${menuHref(item)}`}>
                        <a
                          href={menuHref(item)}
                          className={clsx(styles.menuLink, group.head && itemIndex === 0 && styles.menuLinkHead)}
                          aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
                          onClick={close}
                        >
                          {item.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
          </nav>
          <div className={styles.menuFooter}>
            {opened ? lists : null}
            {phoneLabel && phoneHref && (
              <a href={phoneHref} className={clsx(styles.menuPhone, phoneClassName)} data-phone="">
                {phoneLabel}
              </a>
            )}
            <ConsultButton
              phoneHref={phoneHref}
              className={consultClassName}
              dialClassName={dialClassName}
              source="mobile-menu"
              beforeOpen={close}
            />
          </div>
        </div>
      </dialog>
    </>
  )
}
