import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CHANGELOG_PATH, loadReleaseNotes } from './changelog'
import { createMarkdown, MARKDOWN_LIMITS, renderMarkdown } from './markdown'

describe('release-notes markdown', () => {
  it('allows HTML', () => {
    expect(renderMarkdown('Нажмите <kbd>Enter</kbd>')).toContain('<kbd>Enter</kbd>')
  })

  it('keeps single line breaks', () => {
    expect(renderMarkdown('первая\nвторая')).toContain('первая<br>\nвторая')
  })

  it('highlights code blocks with highlight.js on the server', () => {
    const html = renderMarkdown("```ts\nconst city = 'spb'\n```")
    expect(html).toContain('<pre class="hljs" tabindex="0"><code class="language-ts">')
    expect(html).toContain('<span class="hljs-keyword">const</span>')
    expect(html).toContain('<span class="hljs-string">&#x27;spb&#x27;</span>')
  })

  it('escapes code in unknown languages instead of highlighting it', () => {
    const html = renderMarkdown('```brainfuck\n<script>\n```')
    expect(html).toContain('language-plaintext')
    expect(html).toContain('&lt;script&gt;')
  })

  it('stops nesting at 100 levels', () => {
    expect(MARKDOWN_LIMITS.maxNesting).toBe(100)
    expect(createMarkdown().options.maxNesting).toBe(100)
    const html = renderMarkdown(`${'>'.repeat(150)} глубоко`)
    const depth = html.match(/<blockquote>/g)?.length ?? 0
    expect(depth).toBeGreaterThan(0)
    expect(depth).toBeLessThanOrEqual(100)
  })

  it('stops filling table cells past 65536', () => {
    expect(MARKDOWN_LIMITS.maxTableCells).toBe(65536)
    // 257 columns and 300 one-cell rows would auto-complete 76 800 cells.
    const columns = 257
    const header = `|${' h |'.repeat(columns)}`
    const divider = `|${' - |'.repeat(columns)}`
    const rows = Array.from({ length: 300 }, () => '| x |').join('\n')
    const html = renderMarkdown(`${header}\n${divider}\n${rows}`)
    const cells = html.match(/<td>/g)?.length ?? 0
    expect(cells).toBeLessThanOrEqual(65536 + columns)
    expect(cells).toBeGreaterThan(60000)
  })

  it('shifts headings by the offset so the notes sit under the page h1', () => {
    expect(renderMarkdown('# Заголовок\n## 1.0.0', { headingOffset: 1 })).toMatch(/<h2>Заголовок<\/h2>\n<h3>1.0.0<\/h3>/)
    expect(renderMarkdown('# Заголовок')).toContain('<h1>')
  })

  it('renders the kit changelog from its file', async () => {
    const source = readFileSync(CHANGELOG_PATH, 'utf8')
    expect(source).toMatch(/^# Release notes UI-kit/)
    const html = await loadReleaseNotes()
    expect(html).toContain('<h2>Release notes UI-kit</h2>')
    expect(html).toContain('<table tabindex="0">')
    expect(html).toContain('class="hljs"')
  })
})
