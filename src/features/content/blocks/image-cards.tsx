import type { ImageDto } from '../image.schema'
import { CmsImage } from '../cms-image'
import styles from './image-cards.module.css'
import { Typeset } from './typography'

export interface ImageCard {
  title: string
  text?: string | null
  image?: ImageDto | null
  /** Facts under the title ('от 24,6 м²', 'от 6,9 млн ₽'). */
  meta?: string[]
  /** The whole card links here (the title is the link; its hit area covers the card). */
  href?: string | null
}

export interface ImageCardsProps {
  cards: ImageCard[]
  /** Cards per row from the laptop width up; phones scroll them sideways with snap points. */
  columns?: 3 | 4 | 5
}

/** A row of picture cards (layouts, room types): a rail with scroll snap on phones, a grid from tablets up. */
export function ImageCards({ cards, columns = 3 }: ImageCardsProps) {
  if (cards.length === 0) return null
  return (
    <ul className={styles.cards} data-columns={columns} data-rail={cards.every((card) => card.href) ? '' : undefined}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card} data-link={card.href ? '' : undefined}>
          <div className={styles.media}>
            <CmsImage
              image={card.image}
              sizes={`(min-width: 1280px) ${Math.round(100 / columns)}vw, (min-width: 768px) 50vw, 80vw`}
              fit="cover"
              className={styles.image}
            />
          </div>
          <div className={styles.body}>
            <h3 className={styles.title}>
              {card.href ? (
                <a href={card.href} className={styles.link}>
                  {card.title}
                </a>
              ) : (
                card.title
              )}
            </h3>
            {card.meta && card.meta.length > 0 && (
              <p className={styles.meta}>
                {card.meta.map((fact) => (
                  <span key={fact}>{fact}</span>
                ))}
              </p>
            )}
            {card.text && (
              <p className={styles.text}>
                <Typeset text={card.text} />
              </p>
            )}
          </div>
          {card.href && (
            <span className={styles.arrow} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12h14M13 6l6 6-6 6" />
              </svg>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
