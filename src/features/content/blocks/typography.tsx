import type { ReactNode } from 'react'

/** Short words (prepositions, conjunctions, particles: «в», «с», «на», «до»…) and figures («26», «2,8»). */
const CLINGS_FORWARD = /^(?:[(«"„]?[А-Яа-яЁёA-Za-z]{1,2}|[\d.,:+−-]+)$/
/** A dash never starts a line: it stays with the word before it. */
const CLINGS_BACKWARD = /^[—–]$/

/**
 * Splits a text into groups that must not break inside: a short word with the word after it, a figure
 * with its unit, a word with the dash after it. The Russian typographic rule of no hanging prepositions.
 */
export function unbreakableGroups(text: string): string[][] {
  const words = text.split(' ').filter((word) => word !== '')
  const groups: string[][] = []
  for (const [i, word] of words.entries()) {
    const previous = words[i - 1]
    const current = groups.at(-1)
    const joins = current !== undefined && previous !== undefined && (CLINGS_FORWARD.test(previous) || CLINGS_BACKWARD.test(word))
    if (joins) current.push(word)
    else groups.push([word])
  }
  return groups
}

/**
 * A CMS text set with Russian typography: no preposition, conjunction or figure left hanging at a line's
 * end, no line starting with a dash. Glued words sit in `nowrap` spans, so the text content (and every
 * accessible name built from it) keeps its ordinary spaces. The words between spans run as one string:
 * every node here is sent twice (in the HTML and in the page's RSC payload), so a node per word would
 * cost kilobytes on a content page (issue 17).
 */
export function Typeset({ text }: { text: string | null | undefined }): ReactNode {
  if (!text) return null
  if (!text.includes(' ')) return text
  const parts: ReactNode[] = []
  let plain = ''
  for (const [i, group] of unbreakableGroups(text).entries()) {
    const gap = i > 0 ? ' ' : ''
    if (group.length === 1) {
      plain += gap + group[0]
      continue
    }
    plain += gap
    if (plain) parts.push(plain)
    plain = ''
    parts.push(
      <span key={i} className="nowrap">
        {group.join(' ')}
      </span>,
    )
  }
  if (plain) parts.push(plain)
  return parts.length === 1 ? parts[0] : parts
}
