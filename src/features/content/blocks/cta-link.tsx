import { buttonClassName, type ButtonVariant } from '@/ui/button/button'

import styles from './cta-link.module.css'
import type { LinkData } from './types'

export interface CtaLinkProps {
  link: LinkData | null | undefined
  variant?: ButtonVariant
  size?: 'medium' | 'large'
  /** On an image or an ink surface: the secondary look switches to light text and borders. */
  onDark?: boolean
  className?: string
}

const isExternal = (url: string) => /^(https?:)?\/\//.test(url)

/**
 * A CMS call to action rendered as a button-looking link; internal targets navigate client-side.
 * Nothing when the CMS left the text or the target empty.
 */
export function CtaLink({ link, variant = 'accent', size = 'large', onDark = false, className }: CtaLinkProps) {
  if (!link?.text || !link.url) return null
  const classes = buttonClassName({ variant, size, className: className ? `${styles.link} ${className}` : styles.link })
  const theme = onDark ? 'dark' : undefined
  if (isExternal(link.url)) {
    return (
      <a href={link.url} className={classes} data-theme={theme} rel="noopener">
        {link.text}
      </a>
    )
  }
  return (
    <a href={link.url} className={classes} data-theme={theme}>
      {link.text}
    </a>
  )
}
