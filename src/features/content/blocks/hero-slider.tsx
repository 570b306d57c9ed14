'use client'

import type { CSSProperties, KeyboardEvent } from 'react'

import { Icon } from '@/ui/icon/icon'

import { CmsImage } from '../cms-image'
import type { ImageDto } from '../image.schema'
import { CtaLink } from './cta-link'
import styles from './hero-slider.module.css'
import { HERO_IMAGE_SIZES } from './image-sizes'
import type { LinkData } from './types'
import { useCarousel } from './use-carousel'
import { Typeset } from './typography'

export interface HeroSlide {
  title: string
  subtitle?: string | null
  image?: ImageDto | null
  button?: LinkData | null
}

export interface HeroSliderProps {
  slides: HeroSlide[]
  /** The carousel's accessible name. */
  label: string
  /** Auto-advance interval; the dot of the current slide fills over this time. */
  intervalMs?: number
}

/** Labels of the slider controls. */
export const HERO_LABELS = {
  prev: 'Предыдущий слайд',
  next: 'Следующий слайд',
  pause: 'Остановить автопрокрутку',
  play: 'Запустить автопрокрутку',
  slide: (n: number, count: number) => `${n} из ${count}`,
  dot: (n: number, title: string) => `Слайд ${n}: ${title}`,
} as const

/**
 * Full-bleed hero slider (WAI-ARIA carousel): one screen at a time with a cross-fade, arrows and dots,
 * ←/→/Home/End while focus is inside, and auto-advance that pauses on hover, on focus and by its button and
 * never runs with reduced motion. Only the first image is the LCP image (priority); the rest load lazily.
 */
export function HeroSlider({ slides, label, intervalMs = 7000 }: HeroSliderProps) {
  const carousel = useCarousel(slides.length, intervalMs)
  const { index, count } = carousel
  if (count === 0) return null
  const running = carousel.canAutoplay && carousel.playing

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.target as HTMLElement).closest('a')) return
    const actions: Record<string, () => void> = {
      ArrowRight: carousel.next,
      ArrowLeft: carousel.prev,
      Home: () => carousel.go(0),
      End: () => carousel.go(count - 1),
    }
    const action = actions[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  return (
    // The carousel pattern: keys act while focus is on any of its controls, hover and focus pause it;
    // the handlers sit on the region because they concern all the buttons inside, which stay the targets.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => carousel.setHeld(true)}
      onMouseLeave={() => carousel.setHeld(false)}
      onFocus={() => carousel.setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setHeld(false)
      }}
      data-running={running || undefined}
    >
      {/* While slides change by themselves, announcing each one would interrupt the reader. */}
      <div className={styles.slides} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index
          return (
            <div
              key={slide.title}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={HERO_LABELS.slide(i + 1, count)}
              aria-hidden={!active}
              inert={!active}
              data-active={active || undefined}
            >
              <div className={styles.media}>
                <CmsImage
                  image={slide.image}
                  sizes={HERO_IMAGE_SIZES}
                  fit="cover"
                  priority={i === 0}
                  portraitCrop
                  className={styles.image}
                />
              </div>
              <div className={styles.scrim} aria-hidden="true" />
              <div className={`container ${styles.content}`}>
                <h2 className={styles.title}>
                  <Typeset text={slide.title} />
                </h2>
                {slide.subtitle && (
                  <p className={styles.subtitle}>
                    <Typeset text={slide.subtitle} />
                  </p>
                )}
                <CtaLink link={slide.button} variant="accent" size="large" className={styles.button} />
              </div>
            </div>
          )
        })}
      </div>

      {count > 1 && (
        <div className={`container ${styles.controls}`}>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                className={styles.dot}
                aria-label={HERO_LABELS.dot(i + 1, slide.title)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => carousel.go(i)}
                style={{ '--hero-interval': `${intervalMs}ms` } as CSSProperties}
              >
                <span className={styles.dotFill} />
              </button>
            ))}
          </div>
          <div className={styles.arrows}>
            {carousel.canAutoplay && (
              <button
                type="button"
                className={styles.arrow}
                aria-label={carousel.playing ? HERO_LABELS.pause : HERO_LABELS.play}
                onClick={carousel.togglePlaying}
              >
                {carousel.playing ? (
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                    <rect x="7" y="5.5" width="3.2" height="13" rx="1" />
                    <rect x="13.8" y="5.5" width="3.2" height="13" rx="1" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                    <path d="M8 5.8v12.4a.8.8 0 001.2.7l9.8-6.2a.8.8 0 000-1.4L9.2 5.1a.8.8 0 00-1.2.7z" />
                  </svg>
                )}
              </button>
            )}
            <button type="button" className={styles.arrow} aria-label={HERO_LABELS.prev} onClick={carousel.prev}>
              <Icon name="chevron-left" />
            </button>
            <button type="button" className={styles.arrow} aria-label={HERO_LABELS.next} onClick={carousel.next}>
              <Icon name="chevron-right" />
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
