import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import css from 'highlight.js/lib/languages/css'
import json from 'highlight.js/lib/languages/json'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import createMarkdownIt, { type MarkdownIt, type StateCore } from 'markdown-it'

// Only the languages the release notes use: the full highlight.js bundle is ~1 MB of grammars.
hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('tsx', typescript)
hljs.registerLanguage('ts', typescript)
hljs.registerLanguage('xml', xml)
hljs.registerLanguage('html', xml)
hljs.registerLanguage('css', css)
hljs.registerLanguage('bash', bash)
hljs.registerLanguage('json', json)

/**
 * Limits of SPEC §9. maxNesting is an option; the table-cell limit (65536) is markdown-it's own
 * cap on auto-completed cells (MAX_AUTOCOMPLETED_CELLS since 14.1), verified by markdown.test.ts.
 */
export const MARKDOWN_LIMITS = { maxNesting: 100, maxTableCells: 65536 } as const

/** Render-time options, passed to markdown-it as its env. */
export interface MarkdownEnv {
  /** Levels added to every heading, so a document's `#` can sit under the page's own h1/h2. */
  headingOffset?: number
}

/** The release-notes renderer: HTML allowed (the notes are ours, not user input), line breaks kept, code highlighted. */
export function createMarkdown(): MarkdownIt {
  const md: MarkdownIt = createMarkdownIt({
    html: true,
    breaks: true,
    linkify: true,
    maxNesting: MARKDOWN_LIMITS.maxNesting,
    highlight(code, lang) {
      const language = lang && hljs.getLanguage(lang) ? lang : null
      const body = language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : md.utils.escapeHtml(code)
      // Focusable so that keyboard users can scroll a wide block (axe: scrollable-region-focusable).
      return `<pre class="hljs" tabindex="0"><code class="language-${md.utils.escapeHtml(language ?? 'plaintext')}">${body}</code></pre>`
    },
  })
  // Tables scroll sideways on phones, so they are focusable too.
  md.renderer.rules.table_open = () => '<table tabindex="0">\n'
  md.core.ruler.push('heading_offset', (state: StateCore) => {
    const offset = (state.env as MarkdownEnv | undefined)?.headingOffset ?? 0
    if (!offset) return
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close')
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + offset)}`
    }
  })
  return md
}

let shared: MarkdownIt | undefined

/** Markdown → HTML with the release-notes renderer (built once per process). */
export function renderMarkdown(source: string, env: MarkdownEnv = {}): string {
  shared ??= createMarkdown()
  return shared.render(source, { ...env })
}
