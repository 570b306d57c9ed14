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

/** The no-break space: a Russian typographer's glue between a short word and the next. */
export const NBSP = '\u00a0'

/**
 * A CMS text set with Russian typography: no preposition, conjunction or figure left hanging at a line's
 * end, no line starting with a dash. The words of a glued group are joined by no-break spaces, so the text
 * stays one string: one text node in the HTML and one string in the page's RSC payload. (A `nowrap` span per
 * group cost about 90 bytes each, sent twice; on the home page that was 12 KB of its HTML.)
 * Assistive technology reads a no-break space as a space, and text matching treats it as whitespace.
 */
export function Typeset({ text }: { text: string | null | undefined }): ReactNode {
  if (!text) return null
  return typeset(text)
}

/** The text with each unbreakable group glued by no-break spaces and the groups parted by ordinary ones. */
export function typeset(text: string): string {
  if (!text.includes(' ')) return text
  return unbreakableGroups(text)
    .map((group) => group.join(NBSP))
    .join(' ')
}
