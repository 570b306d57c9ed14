'use client'

import { usePathname } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { STICKY_BAR_ATTRIBUTE } from '@/lib/scroll'
import { Button } from '@/ui/button/button'
import { Icon } from '@/ui/icon/icon'

import { DebugContext } from './debug-context'
import type { MenuItem } from './menu'
import { categoryPath, DEMO_CATEGORIES } from './registry'
import { UiKitMenu } from './ui-kit-menu'
import styles from './ui-kit.module.css'

export interface UiKitShellProps {
  /** The debug cookie as the server read it. */
  initialDebug: boolean
  menu: MenuItem[]
  children: ReactNode
}

/** The UI-kit area's frame: header with the menu button, the menu drawer, the debug flag context. */
export function UiKitShell({ initialDebug, menu, children }: UiKitShellProps) {
  const pathname = usePathname()
  const [debug, setDebug] = useState(initialDebug)
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <DebugContext value={{ debug, setDebug }}>
      <div className={styles.shell} data-debug={debug}>
        <header className={styles.header} {...{ [STICKY_BAR_ATTRIBUTE]: '' }}>
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name="menu" size="small" />}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'ui-kit-menu' : undefined}
            onClick={() => setMenuOpen(true)}
          >
            Меню
          </Button>
          <a href="/ui-kit" className={styles.brand}>
            UI-kit <span className={styles.brandMuted}>Новая Заря</span>
          </a>
          <nav className={styles.quickNav} aria-label="Разделы UI-kit">
            <ul>
              {DEMO_CATEGORIES.map((category) => (
                <li key={category}>
                  <a href={categoryPath(category)} aria-current={pathname === categoryPath(category) ? 'page' : undefined}>
                    {category}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
      {menuOpen ? (
        <UiKitMenu
          id="ui-kit-menu"
          items={menu}
          pathname={pathname}
          debug={debug}
          onDebugChange={setDebug}
          onClose={() => setMenuOpen(false)}
        />
      ) : null}
    </DebugContext>
  )
}
