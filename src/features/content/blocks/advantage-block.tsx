import { agreeWithFigure } from '@/lib/plural'

import { CmsImage } from '../cms-image'
import styles from './advantage-block.module.css'
import { CtaLink } from './cta-link'
import type { AdvantageBlockData } from './types'
import { Typeset } from './typography'

export interface AdvantageBlockProps {
  block: AdvantageBlockData | null | undefined
  /** The heading id the surrounding Section is labelled by. */
  headingId?: string
  /** Set when the block sits on an ink section, so the secondary button reads light. */
  onDark?: boolean
}

/** Which subtitle each breakpoint shows; a missing variant falls back to the next wider one. */
export function subtitleVariants(block: AdvantageBlockData): { desktop: string | null; tablet: string | null; mobile: string | null } {
  const desktop = block.subtitle || null
  const tablet = block.subtitle_tablet || desktop
  const mobile = block.subtitle_mobile || tablet
  return { desktop, tablet, mobile }
}

/**
 * SPEC §3 advantage block: title, a subtitle in desktop, tablet and mobile wording (all three rendered,
 * CSS shows one per breakpoint, so nothing shifts on hydration and `display: none` hides the others from
 * screen readers too), large figures with their explanation, a footnote and a button to the project.
 */
export function AdvantageBlock({ block, headingId, onDark = false }: AdvantageBlockProps) {
  if (!block?.title && !block?.advantages?.length) return null
  const subtitles = subtitleVariants(block)
  return (
    <div className={styles.block}>
      <header className={styles.header}>
        {block.title && (
          <h2 id={headingId} className={styles.title}>
            <Typeset text={block.title} />
          </h2>
        )}
        <div className={styles.subtitles}>
          {(['desktop', 'tablet', 'mobile'] as const).map((device) =>
            subtitles[device] ? (
              <p key={device} className={styles.subtitle} data-device={device}>
                <Typeset text={subtitles[device]} />
              </p>
            ) : null,
          )}
        </div>
      </header>

      {block.advantages && block.advantages.length > 0 && (
        <ul className={styles.grid} data-count={block.advantages.length}>
          {block.advantages.map((advantage) => (
            <li key={advantage.title} className={styles.card}>
              {advantage.image && (
                <div className={styles.media}>
                  <CmsImage image={advantage.image} sizes="88px" fit="cover" />
                </div>
              )}
              <h3 className={styles.cardTitle}>{advantage.title}</h3>
              {advantage.value && <p className={styles.value}>{advantage.value}</p>}
              {advantage.text && (
                <p className={styles.text}>
                  {/* The text goes on from the figure above it («1 100 / мест в школе»): its first noun agrees. */}
                  <Typeset text={agreeWithFigure(advantage.value, advantage.text)} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      {(block.help_text || (block.text_button && block.project_url)) && (
        <footer className={styles.footer}>
          {block.help_text && <p className={styles.help}>{block.help_text}</p>}
          <CtaLink
            link={{ text: block.text_button, url: block.project_url }}
            variant="secondary"
            onDark={onDark}
            className={styles.button}
          />
        </footer>
      )}
    </div>
  )
}
