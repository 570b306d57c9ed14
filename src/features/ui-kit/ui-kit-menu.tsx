'use client'

import { useEffect, useId, useRef } from 'react'

import { Icon } from '@/ui/icon/icon'
import { useEscape } from '@/ui/shared/use-escape'
import { useFocusTrap } from '@/ui/shared/use-focus-trap'
import { useScrollLock } from '@/ui/shared/use-scroll-lock'
import { Switch } from '@/ui/switch/switch'

import { hrefOf, type MenuItem } from './menu'
import styles from './ui-kit-menu.module.css'
import { useUiKitMenu, type UiKitMenuOptions } from './use-ui-kit-menu'

export interface UiKitMenuProps extends UiKitMenuOptions {
  id?: string
}

/** The UI-kit navigation drawer: categories, then a category's demos behind a back header; the debug switch in the footer. */
export function UiKitMenu(props: UiKitMenuProps) {
  const menu = useUiKitMenu(props)
  const { onClose, id } = props
  const titleId = useId()
  const drawerRef = useRef<HTMLDivElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const parentRefs = useRef(new Map<string, HTMLButtonElement | null>())
  const lastCategory = useRef<string | null>(menu.category)
  useScrollLock(true)
  useFocusTrap(drawerRef, true)
  useEscape(true, onClose)

  // After a slide, focus lands where the keyboard user expects: the back button, or the category they came from.
  useEffect(() => {
    const previous = lastCategory.current
    lastCategory.current = menu.category
    if (previous === menu.category) return
    if (menu.category !== null) backRef.current?.focus()
    else if (previous) parentRefs.current.get(previous)?.focus()
  }, [menu.category])

  const link = (item: MenuItem) => (
    <li key={hrefOf(item.to)}>
      <a className={styles.link} href={hrefOf(item.to)} onClick={onClose}>
        {item.title}
      </a>
    </li>
  )

  return (
    <div className={styles.root}>
      {/* Pointer-only dismissal; keyboard users have Escape and the close button. */}
      <div className={styles.overlay} aria-hidden="true" onClick={onClose} />
      <div ref={drawerRef} id={id} className={styles.drawer} role="dialog" aria-modal="true" aria-label="Меню UI-kit" tabIndex={-1}>
        <div className={styles.top}>
          <a href="/ui-kit" className={styles.brand} onClick={onClose}>
            UI-kit
          </a>
          <button type="button" className={styles.close} aria-label="Закрыть меню" onClick={onClose}>
            <Icon name="close" size="medium" />
          </button>
        </div>

        <div className={styles.viewport}>
          {menu.current ? (
            <nav
              key={menu.current.category}
              className={styles.panel}
              data-slide={menu.slide ?? undefined}
              data-level="2"
              aria-labelledby={titleId}
            >
              <div className={styles.backHeader}>
                <button ref={backRef} type="button" className={styles.back} onClick={menu.back} aria-label="Назад к разделам">
                  <Icon name="chevron-left" size="medium" />
                </button>
                <h2 id={titleId} className={styles.title}>
                  {menu.current.title}
                </h2>
              </div>
              <ul className={styles.list}>
                <li>
                  <a className={styles.link} href={hrefOf(menu.current.to)} onClick={onClose} data-overview="true">
                    Все компоненты {menu.current.title}
                  </a>
                </li>
                {menu.children.map(link)}
              </ul>
            </nav>
          ) : (
            <nav key="root" className={styles.panel} data-slide={menu.slide ?? undefined} data-level="1" aria-label="Меню разделов UI-kit">
              <ul className={styles.list}>
                {menu.parents.map((item) => (
                  <li key={item.category}>
                    <button
                      ref={(node) => {
                        parentRefs.current.set(item.category, node)
                      }}
                      type="button"
                      className={styles.link}
                      onClick={() => menu.openCategory(item.category)}
                    >
                      <span>{item.title}</span>
                      <Icon name="chevron-right" size="small" />
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>

        <div className={styles.footer}>
          <Switch label="Show Debug Info" checked={menu.debug} onChange={menu.setDebug} />
        </div>
      </div>
    </div>
  )
}
