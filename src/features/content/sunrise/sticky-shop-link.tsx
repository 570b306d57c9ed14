'use client'

import { useEffect, useState } from 'react'

import { buttonClassName } from '@/ui/button/button'

import styles from './sticky-shop-link.module.css'

/** SPEC §2.2: the sunrise page's mobile sticky button and where it leads. */
export const SHOP_LINK = { label: 'в магазин квартир', href: '/flats' } as const

export interface StickyShopLinkProps {
  /** The id of the element whose visibility hides the button (the main screen). */
  watchId: string
}

/**
 * The mobile sticky 'в магазин квартир' button: it slides in once the watched main screen has left the
 * view and hides again when it returns (IntersectionObserver, no scroll handler). Tablets and desktops
 * never show it (CSS). While hidden it is inert, so it is neither focusable nor read.
 */
export function StickyShopLink({ watchId }: StickyShopLinkProps) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const target = document.getElementById(watchId)
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry!.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [watchId])

  return (
    <div className={styles.bar} data-visible={visible || undefined} aria-hidden={!visible} inert={!visible}>
      <a href={SHOP_LINK.href} className={buttonClassName({ variant: 'accent', size: 'large', fullWidth: true })}>
        {SHOP_LINK.label}
      </a>
    </div>
  )
}
