import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { renderMarkdown } from './markdown'

/** Where the kit's release notes live (read on the server only). */
export const CHANGELOG_PATH = path.join(process.cwd(), 'src', 'features', 'ui-kit', 'CHANGELOG.md')

let cached: Promise<string> | undefined

/** The release notes as HTML; rendered once per process since the file only changes with a deploy. */
export function loadReleaseNotes(): Promise<string> {
  cached ??= readFile(CHANGELOG_PATH, 'utf8').then(
    // The page has its own h1, so the notes' `#` becomes an h2 and the rest follows in order.
    (source) => renderMarkdown(source, { headingOffset: 1 }),
    (error: unknown) => {
      cached = undefined
      throw error
    },
  )
  return cached
}
