'use client'

import { useDebugInfo } from './debug-context'
import { DEMO_COMPONENTS } from './demos'
import type { DemoEntry } from './registry'
import styles from './ui-kit.module.css'

/** One control's demo, rendered side by side in the light and the dark theme. */
export function DemoSection({ demo }: { demo: DemoEntry }) {
  const { debug } = useDebugInfo()
  const Demo = DEMO_COMPONENTS[demo.id]
  const titleId = `${demo.id}-title`
  return (
    <section id={demo.id} className={styles.section} aria-labelledby={titleId}>
      <header className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {demo.title}
        </h2>
        <p className={styles.sectionText}>{demo.description}</p>
      </header>
      {Demo ? (
        <div className={styles.themes}>
          <div className={styles.themePanel} data-theme="light" role="group" aria-label={`${demo.title}: светлая тема`}>
            <Demo theme="light" debug={debug} />
          </div>
          <div className={styles.themePanel} data-theme="dark" role="group" aria-label={`${demo.title}: тёмная тема`}>
            <Demo theme="dark" debug={debug} />
          </div>
        </div>
      ) : (
        <p className={styles.sectionText}>Демо ещё не добавлено.</p>
      )}
    </section>
  )
}
