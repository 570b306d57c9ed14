/**
 * The SHA-256 hashes (base64, as CSP wants them) of every inline script of an HTML document: what a cached
 * page's Content-Security-Policy allows. The document is tokenised by an HTML parser, so a script's text is
 * exactly what the browser hashes (raw text up to its end tag), whatever the page's content says.
 */
import { createHash } from 'node:crypto'

import { Parser } from 'htmlparser2'

/** Types a browser runs; anything else (JSON-LD, for one) is a data block that CSP does not govern. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** Hashes of the inline scripts (scripts without src) of `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  let text: string[] | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.src === undefined && RUNNABLE.has((attributes.type ?? '').trim().toLowerCase())) text = []
      },
      ontext(chunk) {
        text?.push(chunk)
      },
      onclosetag(name) {
        if (name !== 'script' || text === null) return
        hashes.add(createHash('sha256').update(text.join(''), 'utf8').digest('base64'))
        text = null
      },
    },
    // Script text is raw: no entity decoding, or the hash would be of other bytes than the browser's.
    { decodeEntities: false, lowerCaseTags: true },
  )
  parser.end(html)
  return [...hashes]
}
