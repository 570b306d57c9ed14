import styles from './breadcrumbs.module.css'

export interface BreadcrumbItem {
  /** Where the step leads; the current page has none. */
  href?: string
  label: string
}

/** The breadcrumb trail above a page's title; the last item is the current page. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label="Навигационная цепочка">
      <ol>
        {items.map((item) =>
          item.href ? (
            <li key={item.label}>
              <a href={item.href}>{item.label}</a>
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
