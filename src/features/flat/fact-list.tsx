import type { KeyFact } from './key-facts'

export interface FactListProps {
  facts: readonly KeyFact[]
  /** The list's class and each fact's: the sidebar and the print sheet lay the same markup out their own way. */
  className?: string
  factClassName?: string
}

/** Facts as a definition list, each a label over its value (the flat's key facts and its specifications). */
export function FactList({ facts, className, factClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={factClassName}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
