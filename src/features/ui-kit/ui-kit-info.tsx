import { loadReleaseNotes } from './changelog'
import { DebugOnly } from './debug-context'
import { buildMenu } from './menu'
import { categoryPath, demosByCategory } from './registry'
import styles from './ui-kit.module.css'

/** The /ui-kit/ page: the categories, the release notes and (with the debug cookie) the registry as data. */
export async function UiKitInfo({ debug }: { debug: boolean }) {
  const notes = await loadReleaseNotes()
  const groups = demosByCategory()
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>ЖК «Новая Заря» · для разработчиков</p>
        <h1 className={styles.heading}>UI-kit</h1>
        <p className={styles.lead}>
          Компоненты интерфейса сайта: демо в светлой и тёмной темах, клавиатура и доступность, история изменений.
        </p>
      </header>

      <section className={styles.block} aria-labelledby="ui-kit-categories">
        <h2 id="ui-kit-categories" className={styles.sectionTitle}>
          Разделы
        </h2>
        <ul className={styles.cards}>
          {groups.map(({ category, demos }) => (
            <li key={category}>
              <a href={categoryPath(category)} className={styles.card}>
                <span className={styles.cardTitle}>{category}</span>
                <span className={styles.cardText}>{demos.map((demo) => demo.title).join(', ')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {/* The notes are our own markdown from the repository, not user input: rendering its HTML is intended. */}
      <article className={`${styles.block} ${styles.markdown}`} dangerouslySetInnerHTML={{ __html: notes }} />

      {debug ? (
        <DebugOnly>
          <section className={styles.block} aria-labelledby="ui-kit-debug" data-debug-info="true">
            <h2 id="ui-kit-debug" className={styles.sectionTitle}>
              Debug info
            </h2>
            {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre className={styles.debug} tabIndex={0}>
              {JSON.stringify({ menu: buildMenu(), renderedAt: new Date().toISOString() }, null, 2)}
            </pre>
          </section>
        </DebugOnly>
      ) : null}
    </div>
  )
}
