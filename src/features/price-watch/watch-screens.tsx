import { WatchConfirm } from './watch-confirm'
import styles from './watch-page.module.css'
import { WATCH_PAGE_TEXTS } from './watch-page-texts'

function WatchPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <header>
        <p className={styles.eyebrow}>{WATCH_PAGE_TEXTS.eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <div className={styles.panel}>{children}</div>
    </div>
  )
}

/** /price-watch/confirm: one cached page for every confirmation link (the island reads the token). */
export function WatchConfirmScreen() {
  return (
    <WatchPage title={WATCH_PAGE_TEXTS.confirmTitle}>
      <WatchConfirm />
    </WatchPage>
  )
}

/** /price-watch/unsubscribed: where the one-click unsubscribe link lands. */
export function WatchUnsubscribedScreen() {
  return (
    <WatchPage title={WATCH_PAGE_TEXTS.unsubscribedTitle}>
      <div className={styles.result}>
        <p className={styles.text}>{WATCH_PAGE_TEXTS.unsubscribedText}</p>
        <a className={styles.text} href="/flats">
          {WATCH_PAGE_TEXTS.toCatalogue}
        </a>
      </div>
    </WatchPage>
  )
}
