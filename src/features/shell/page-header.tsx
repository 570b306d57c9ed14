import type { ReactNode } from 'react'

import styles from './page-header.module.css'

export interface PageHeaderProps {
  eyebrow?: string
  title: string
  lead?: string
  /** SPEC §2.2 visually hidden heading: it becomes the h1, the visible title an h2. */
  hiddenHeading?: string
  /** A list page: on a phone the opening stays short (no lead), so results start on the first screen. */
  compact?: boolean
  children?: ReactNode
}

/** A page's opening: eyebrow, large title and lead, on a soft dawn light. */
export function PageHeader({ eyebrow, title, lead, hiddenHeading, compact, children }: PageHeaderProps) {
  const Title = hiddenHeading ? 'h2' : 'h1'
  return (
    <div className={styles.header} data-compact={compact || undefined}>
      {hiddenHeading && <h1 className="visually-hidden">{hiddenHeading}</h1>}
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Title className={styles.title}>{title}</Title>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  )
}
