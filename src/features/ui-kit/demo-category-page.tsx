import { DemoSection } from './demo-section'
import { DEMO_REGISTRY, type DemoCategory } from './registry'
import styles from './ui-kit.module.css'

const INTRO: Record<DemoCategory, string> = {
  Base: 'Базовые элементы форм и навигации: кнопки, поля, переключатели, вкладки, просмотр объекта и подсказка генплана.',
  Filter: 'Элементы фильтров магазина квартир: пагинация, выпадающий список и мобильное окно фильтра.',
}

/** A category's demo page: intro, contents and every demo of the category. */
export function DemoCategoryPage({ category }: { category: DemoCategory }) {
  const demos = DEMO_REGISTRY.filter((demo) => demo.category === category)
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>UI-kit · ЖК «Новая Заря»</p>
        <h1 className={styles.heading}>{category}</h1>
        <p className={styles.lead}>{INTRO[category]}</p>
      </header>
      <nav className={styles.toc} aria-label={`Компоненты раздела ${category}`}>
        <ul>
          {demos.map((demo) => (
            <li key={demo.id}>
              <a href={`#${demo.id}`}>{demo.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {demos.map((demo) => (
        <DemoSection key={demo.id} demo={demo} />
      ))}
    </div>
  )
}
