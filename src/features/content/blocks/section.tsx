import clsx from 'clsx'
import type { ReactNode } from 'react'

import styles from './section.module.css'
import type { SectionTone } from './types'
import { Typeset } from './typography'

export interface SectionProps {
  /** The id of the section's heading (aria-labelledby), so landmarks read by their CMS title. */
  labelledBy?: string
  /** Anchor for links (#gallery…). */
  id?: string
  tone?: SectionTone
  /** Full-bleed children (no container): sliders and banners that run edge to edge. */
  bleed?: boolean
  className?: string
  children: ReactNode
}

/**
 * A page section with the site's vertical rhythm. The ink tone switches the dark theme tokens, so
 * everything inside (text, buttons, borders) keeps AA contrast without its own dark styles.
 */
export function Section({ labelledBy, id, tone = 'light', bleed = false, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.section, className)}
      data-tone={tone}
      data-theme={tone === 'ink' ? 'dark' : undefined}
    >
      {bleed ? children : <div className="container">{children}</div>}
    </section>
  )
}

export interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id?: string
  title: string | null | undefined
  description?: string | null
  /** h2 for page sections, h3 inside a section. */
  level?: 2 | 3
  /** A control shown beside the heading on wide screens and below it on phones (a link, slider arrows). */
  action?: ReactNode
  /** 'split' puts the description in a second column on desktop: the editorial look of long intros. */
  layout?: 'stack' | 'split'
  className?: string
}

/** A section heading: a large title, an optional lead paragraph and an action. Nothing when the CMS has no title. */
export function SectionHeading({ id, title, description, level = 2, action, layout = 'stack', className }: SectionHeadingProps) {
  if (!title) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <header className={clsx(styles.heading, className)} data-layout={layout} data-has-action={action ? '' : undefined}>
      <Heading id={id} className={styles.title} data-level={level}>
        <Typeset text={title} />
      </Heading>
      {description && (
        <p className={styles.description}>
          <Typeset text={description} />
        </p>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </header>
  )
}
