'use client'

import clsx from 'clsx'
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef } from 'react'

import { whenIdle } from '@/lib/idle'

import { Icon } from '../icon/icon'
import fieldStyles from '../shared/field.module.css'
import type { Device, Theme } from '../shared/types'
import { useEscape } from '../shared/use-escape'
import { TabBar } from '../tab-bar/tab-bar'
import styles from './property-modal.module.css'
import { usePropertyModal } from './use-property-modal'

const loadModalLock = () => import('../shared/modal-lock')
// The viewer sits in the page; zoomed, it is a modal. Its lock (scroll lock, focus trap) is code for a moment many
// visitors never reach, so it is not in the first load: it downloads when the browser is idle, or with the first zoom.
// Escape stays here: a key pressed at once must close the view whether the lock has arrived or not.
const ModalLock = lazy(() => loadModalLock().then((m) => ({ default: m.ModalLock })))

export interface PropertyModalTab {
  value: string
  label: string
  content: ReactNode
}

export interface PropertyModalProps {
  tabs: readonly PropertyModalTab[]
  activeTab: string
  onTabChange: (value: string) => void
  /** Zoomed: the viewer fills the screen as a modal dialog; otherwise it sits in the page. */
  zoomed: boolean
  /** The close/zoom button and Escape; receives the requested zoom state. */
  onToggleZoom: (zoomed: boolean) => void
  /** Accessible name of the viewer, e.g. 'Планировка квартиры'. */
  label: string
  device?: Device
  theme?: Theme
  className?: string
  /** Where focus goes when the viewer is zoomed (e.g. a zoomable picture that takes + and −); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * Property viewer: the active tab's content, a tab switcher and a button that toggles zoom
 * (it closes the zoomed view); tab changes and zoom toggles are announced (SPEC §2.3).
 */
export function PropertyModal({
  tabs,
  activeTab,
  onTabChange,
  zoomed,
  onToggleZoom,
  label,
  device,
  theme,
  className,
  initialFocus,
}: PropertyModalProps) {
  const idPrefix = useId()
  const panelId = `${idPrefix}-panel`
  const rootRef = useRef<HTMLElement>(null)
  const active = tabs.find((tab) => tab.value === activeTab) ?? tabs[0]
  const state = usePropertyModal({ activeLabel: active?.label ?? '', activeTab, zoomed, device })
  useEscape(zoomed, () => onToggleZoom(false))
  useEffect(() => whenIdle(() => void loadModalLock().catch(() => {})), [])

  return (
    <section
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-theme={theme}
      data-zoomed={zoomed}
      aria-label={label}
      // A labelled <section> is already a region; zoomed it becomes a modal dialog.
      role={zoomed ? 'dialog' : undefined}
      aria-modal={zoomed || undefined}
      tabIndex={zoomed ? -1 : undefined}
    >
      <div className={styles.toolbar}>
        <TabBar
          items={tabs.map(({ value, label: tabLabel }) => ({ value, label: tabLabel, controls: panelId }))}
          value={active?.value ?? ''}
          onChange={onTabChange}
          label="Вид"
          idPrefix={idPrefix}
          size="small"
          theme={theme}
        />
        <button
          type="button"
          className={styles.zoom}
          aria-label={zoomed ? 'Закрыть увеличенный просмотр' : 'Увеличить'}
          aria-expanded={zoomed}
          data-icon-size={state.iconSize}
          onClick={() => onToggleZoom(!zoomed)}
        >
          <Icon name={zoomed ? 'close' : 'expand'} size={state.iconSize} />
        </button>
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={active ? `${idPrefix}-${active.value}` : undefined}
        className={styles.stage}
        tabIndex={0}
      >
        {active?.content}
      </div>
      <p className={fieldStyles.srOnly} aria-live="polite" aria-atomic="true" data-testid="property-modal-live">
        {state.announcement}
      </p>
      {zoomed ? (
        <Suspense fallback={null}>
          <ModalLock rootRef={rootRef} initialFocus={initialFocus} />
        </Suspense>
      ) : null}
    </section>
  )
}
