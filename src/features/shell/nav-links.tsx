'use client'

import { usePathname } from 'next/navigation'

import { isCurrentItem, type MenuItem, menuHref } from '@/features/navigation'

export interface NavLinksProps {
  items: readonly MenuItem[]
  className?: string
  linkClassName?: string
  onNavigate?: () => void
}

/** Menu links with aria-current on the current section. Prefetch is the shell's job (1 s after mount). */
export function NavLinks({ items, className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname()
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={`${item.title}:${menuHref(item)}`}>
          <a
            href={menuHref(item)}
            className={linkClassName}
            aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
