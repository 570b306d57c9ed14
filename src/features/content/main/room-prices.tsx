import { formatArea, formatMillions } from '@/lib/money'

import type { MainPageDto } from '../pages'
import { layoutHref } from './layout-cards'
import styles from './room-prices.module.css'

/** The strip's heading and its way into the whole catalogue. */
export const ROOM_PRICES_TEXTS = { title: 'Цены на квартиры', all: 'все квартиры' } as const
const ALL_FLATS_HREF = '/flats'

/**
 * The «от» prices by room count right under the hero: a phone saw its first price ~5 200 px down, in
 * the layouts block. The same figures as that block — the CMS's room types with the live catalogue's minimums,
 * through the one short-price formatter, so «от» never exceeds the cheapest flat /flats?rooms=N lists. Room
 * counts with nothing for sale are left out; so is the strip when none has a price.
 */
export function RoomPrices({ layouts }: { layouts: MainPageDto['layouts'] }) {
  const rows = (layouts ?? []).flatMap((layout) => {
    const href = layoutHref(layout)
    return layout.price_from && href ? [{ ...layout, href, price_from: layout.price_from }] : []
  })
  if (rows.length === 0) return null
  return (
    <section className={styles.strip} aria-labelledby="main-room-prices" data-testid="room-prices">
      <div className={`container ${styles.inner}`}>
        <header className={styles.head}>
          <h2 id="main-room-prices" className={styles.title}>
            {ROOM_PRICES_TEXTS.title}
          </h2>
          <a href={ALL_FLATS_HREF} className={styles.all}>
            {ROOM_PRICES_TEXTS.all}
            <Arrow />
          </a>
        </header>
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.href}>
              <a href={row.href} className={styles.row} data-rooms={row.rooms ?? undefined}>
                {/* The spaces keep the link's name readable («Студии от 5,2 млн ₽ от 22,4 м²»); a grid drops them. */}
                <span className={styles.name}>{row.title}</span>{' '}
                <span className={styles.price} data-testid="room-price">
                  {formatMillions(row.price_from, { from: true })}
                </span>
                {row.area_from ? (
                  <>
                    {' '}
                    <span className={styles.area}>{`от\u00a0${formatArea(row.area_from)}`}</span>
                  </>
                ) : null}
                <Arrow className={styles.arrow} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Arrow({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}
