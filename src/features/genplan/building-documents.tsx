/** A building's documents and dates (server-rendered): the building page, the flat card and the footer show them. */
import clsx from 'clsx'

import { type BuildingDocuments, catalogPlaces } from '@/features/properties'

import { documentFacts } from './building-documents-model'
import styles from './building-documents.module.css'

export interface BuildingDocumentsListProps {
  docs: BuildingDocuments
  /** Compact (the card's, the footer's): smaller type, no boxes. */
  compact?: boolean
  className?: string
}

/** The facts as a definition list; a moved date says when it moved and what it was, however many times. */
export function BuildingDocumentsList({ docs, compact, className }: BuildingDocumentsListProps) {
  const facts = documentFacts(docs)
  if (facts.length === 0) return null
  return (
    <dl className={clsx(styles.list, compact && styles.compact, className)}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact} data-fact={fact.key}>
          <dt>{fact.label}</dt>
          <dd>
            {fact.href ? (
              <a href={fact.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {fact.value}
              </a>
            ) : (
              fact.value
            )}
            {fact.moves?.length ? (
              <ul className={styles.moves} aria-label="Переносы срока">
                {fact.moves.map((move) => (
                  <li key={move}>{move}</li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The footer's «Проектные декларации»: each building with its declaration link, permit and escrow bank (the
 * disclosure 214-ФЗ asks of a developer's site), and its delivery date. Empty when no building has any.
 */
export async function FooterBuildingDocuments({ className }: { className?: string }) {
  // The footer is on every page: without the catalogue it goes without this block rather than fail the page.
  const buildings = await catalogPlaces().then(
    (places) => places.buildings,
    () => [],
  )
  const rows = buildings.flatMap((b) => {
    const facts = documentFacts(b.documents).filter((f) => f.key !== 'keys')
    return facts.length ? [{ id: b.id, name: b.name, facts }] : []
  })
  if (rows.length === 0) return null
  return (
    <section className={clsx(styles.footer, className)} aria-labelledby="footer-documents">
      <h2 id="footer-documents" className={styles.footerTitle}>
        Документы по корпусам
      </h2>
      <ul className={styles.footerList}>
        {rows.map((row) => (
          <li key={row.id}>
            <span className={styles.footerName}>{row.name}:</span>{' '}
            {row.facts.map((fact, index) => (
              <span key={fact.key}>
                {index > 0 ? ' · ' : null}
                {fact.href ? (
                  <a href={fact.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {fact.label.toLowerCase()} {fact.value}
                  </a>
                ) : (
                  `${fact.label.toLowerCase()} ${fact.value}`
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
