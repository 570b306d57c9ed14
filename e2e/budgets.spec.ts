// Page weight budgets: the JavaScript a page loads before its first interaction and the size of
// its server HTML, counted in bytes over the production build — never timed, so the result does not depend on the
// machine. Each page's server HTML is fetched over plain HTTP (no browser, no JavaScript run); every script it
// references (<script src>, modulepreload and script preload links) is fetched once and gzipped at level 9, and
// the per-page sums are printed as a table (e2e/page-weight.ts counts, as bench/blank-app.mjs does for the floor).
// A page over a gate fails the run, and so does a first-load script without V8's compile hint (the build puts it
// there: scripts/compile-hints.mjs).
import fs from 'node:fs'

import { type APIRequestContext, expect, test } from '@playwright/test'

import floor from '../bench/blank-app/floor.json' with { type: 'json' }
import { COMPILE_HINT } from '../scripts/compile-hints.mjs'
import { gzipBytes, roundKb, scriptUrls, stylesheetUrls } from './page-weight'

/**
 * The JavaScript budget stands on the floor of the stack: what a blank Next + React App Router page loads
 * (bench/blank-app.mjs measures it and records it in bench/blank-app/floor.json). Every page may add at most
 * this much of its own, gzipped, at first render.
 */
const JS_OVER_FLOOR_KB = 20
const JS_GATE_KB = floor.kb + JS_OVER_FLOOR_KB

/**
 * Pages still over floor + 20 are held where they are (measured plus about 1 KB for the build's own variation), so
 * that they cannot grow; lower each entry as its page gets lighter and drop it once the page is under the gate (the
 * commits that lowered them say by how much and why: git log -- e2e/budgets.spec.ts).
 * What is left over the gate: the catalogue's filter island (/flats). /favorites, /compare, /mortgage and the card have
 * been under it since their lists' code loads beside the lists' request, LazyImage left the layout and the card's
 * zoomed viewer loads when idle or on the first zoom. Hydrating /flats's list after the shell instead (147.0 KB) made
 * the page slower in Lighthouse, not faster (docs/rendering.md), so the list's code stays in its first load.
 */
const JS_CEILING_KB: Partial<Record<(typeof PAGES)[number], number>> = {
  '/flats': 163, // 161.8 (163.2 before the selects' filter modal loaded on demand, 213.2 before the watch form did)
}

/** HTML as transferred (gzip -9), for every page: what a visitor waits for before the first paint. */
const HTML_GZIP_GATE_KB = 30
/** HTML as sent (uncompressed) for a page not listed below, KB at the demo's scale 1: every page's target. */
const HTML_TARGET_KB = 80

/**
 * HTML over the 80 KB target today is held where it is (plus 2 KB for dates and banners that come and go), so it
 * cannot grow; every other page must stay at or under 80 KB. Lower each entry as its page gets lighter and
 * drop it once the page is under 80 KB. Every section a crawler should read stays in the first HTML: a page is
 * never made lighter by moving its content out of it, only by trimming props that nothing renders.
 */
const HTML_CEILING_KB: Partial<Record<(typeof PAGES)[number], number>> = {
  // Measured at scale 1 on 2026-11-25, before pages were made lighter (/ 167, /flats 169, card 86, /mortgage 95,
  // /yards 123, /sunrise 104, /construction-progress 107 KB). About half of each is the RSC payload repeating the
  // markup.
  // Every page then lost ~8.4 KB (the 404 views and the logo travel as client references, the mobile menu's links
  // render when it opens). On 2026-11-26 the typographer glued words with no-break spaces instead of `nowrap` spans
  // (−12 KB on /, −9 KB on /yards and /sunrise), /flats listed its cards by URL in its JSON-LD (−15 KB), and every
  // page gained ~1–2.5 KB of <link> tags for its route-sized stylesheets (CSS_GATE_KB). Measured then, plus 2 KB.
  // The flat card (90.5 KB then) is under 80 since its similar flats load from the API near the viewport (71 KB),
  // and /construction-progress (96.5 KB) since a year's reports after the first four do too (67 KB).
  // +8.2 KB on 2026-11-28: the «от» prices by room count under the hero (five rows of name, price, area and link,
  // in the markup and again in the RSC payload) and the banner's phone toggle: a buyer's first figures, kept.
  '/': 147, // 144.9 (136.7 before them; 128.5 on 2026-11-26)
  '/flats': 122, // 120.1 (108.6)
  // The шахматка is a whole building's flats, ~270 cells for корпус 1, each a named link; its cells
  // travel as packed tuples (features/chess/chess-cells.ts), which took it from ~560 KB to 139 KB (131.4 KB now).
  '/flats/chess': 143, // 140.4
  // The calculator's props lost the default calculation's offer, a repeat of the first (−1.6 KB with a shared bank logo).
  // 2026-11-28: +2.8 KB — the header's counted links to favourites and compare (~1 KB on every page) and what the
  // programme chips need to work (each category's first payment and term; the FAQ's terms from the programmes).
  '/mortgage': 98, // 95.9 (88.1)
  '/yards': 102, // 99.6 (91.1)
  // 2026-11-28: every page's raw gate is held at its size that day, plus 2 KB; the pages above grew by
  // 7–12 KB between 2026-11-26 and then, and the card and /sunrise went over 80. The budget that decides is what
  // is transferred (HTML_GZIP_GATE_KB); these only stop a page from growing further.
  card: 90, // 87.5
  '/sunrise': 83, // 80.8
}

/**
 * The stylesheets a page links, gzipped: all of them block its first paint. Before next.config's
 * `cssChunking: 'graph'` every page linked the same 148 KB (28.6 KB gzip) that held the CSS of every page of the
 * default layout, from the flat card's to the mortgage calculator's; with it, 11–24 KB (measured 2026-11-26).
 * The gate stands above the heaviest page (the flat card, 23.8 KB).
 */
const CSS_GATE_KB = 25

/** The main pages of the site, plus /test (the bare shell: what every page pays before its own code). */
const PAGES = [
  '/',
  '/flats',
  '/flats/chess',
  'card',
  '/mortgage',
  '/location',
  '/yards',
  '/sunrise',
  '/construction-progress',
  '/favorites',
  '/compare',
  '/test',
] as const

async function firstFlatPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/properties/?type=flat&status=available&limit=1')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { results: { id: number }[] }
  return `/flats/${body.results[0]!.id}`
}

interface Row {
  page: string
  scripts: number
  jsKb: number
  jsGateKb: number
  cssKb: number
  htmlKb: number
  htmlGateKb: number
  htmlGzipKb: number
}

test('every page stays within its JavaScript, CSS and HTML budgets', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const card = await firstFlatPath(request)
  const fileSizes = new Map<string, number>()
  /** First-load scripts without V8's compile hint (scripts/compile-hints.mjs): compiled on the main thread. */
  const unhinted = new Set<string>()
  /** A script's or stylesheet's gzipped size, each file fetched once for all pages. */
  const fileBytes = async (url: string) => {
    let size = fileSizes.get(url)
    if (size === undefined) {
      const file = await request.get(url)
      expect(file.ok(), url).toBe(true)
      const body = await file.body()
      size = gzipBytes(body)
      fileSizes.set(url, size)
      if (new URL(url).pathname.endsWith('.js') && !body.toString('utf8', 0, COMPILE_HINT.length).startsWith(COMPILE_HINT))
        unhinted.add(url)
    }
    return size
  }
  const rows: Row[] = []
  for (const name of PAGES) {
    const path = name === 'card' ? card : name
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.body()
    let js = 0
    const pageUrl = new URL(path, baseURL)
    const urls = scriptUrls(html.toString('utf8'), pageUrl.href)
    // The site's own scripts; a third-party one in the server HTML could not be counted (and nothing here may
    // reach the internet), so it fails the run instead of slipping past the budget.
    expect(
      urls.filter((url) => new URL(url).origin !== pageUrl.origin),
      path,
    ).toEqual([])
    for (const url of urls) js += await fileBytes(url)
    let css = 0
    for (const url of stylesheetUrls(html.toString('utf8'), pageUrl.href)) css += await fileBytes(url)
    rows.push({
      page: path,
      scripts: urls.length,
      jsKb: roundKb(js),
      jsGateKb: JS_CEILING_KB[name] ?? JS_GATE_KB,
      cssKb: roundKb(css),
      htmlKb: roundKb(html.length),
      htmlGateKb: HTML_CEILING_KB[name] ?? HTML_TARGET_KB,
      htmlGzipKb: roundKb(gzipBytes(html)),
    })
  }

  console.log(`\nPage weight (JS, CSS: KB gzip -9 of the scripts and stylesheets the HTML loads; HTML: KB as sent, and gzip -9)`)
  console.log(
    `JS gate ${JS_GATE_KB.toFixed(1)} KB (floor ${floor.kb} of Next ${floor.next} + React ${floor.react}, + ${JS_OVER_FLOOR_KB}), ` +
      `pages over it held at jsGateKb; ` +
      `CSS gate ${CSS_GATE_KB} KB; ` +
      `HTML gate ${HTML_GZIP_GATE_KB} KB gzip and per page as sent (target ${HTML_TARGET_KB})`,
  )
  console.table(rows)

  expect([...unhinted], 'first-load scripts without the compile hint').toEqual([])
  expect(rows.filter((row) => row.jsKb > row.jsGateKb).map((row) => `${row.page}: ${row.jsKb} KB of JS`)).toEqual([])
  expect(rows.filter((row) => row.cssKb > CSS_GATE_KB).map((row) => `${row.page}: ${row.cssKb} KB of CSS`)).toEqual([])
  expect(rows.filter((row) => row.htmlKb > row.htmlGateKb).map((row) => `${row.page}: ${row.htmlKb} KB of HTML`)).toEqual([])
  expect(rows.filter((row) => row.htmlGzipKb > HTML_GZIP_GATE_KB).map((row) => `${row.page}: ${row.htmlGzipKb} KB of HTML, gzip`)).toEqual(
    [],
  )
})

test('the JavaScript floor was measured on the Next and React this build runs', () => {
  // A floor measured on other versions is no floor: re-measure with `node bench/blank-app.mjs --write`.
  const installed = (name: string) =>
    (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version
  expect({ next: installed('next'), react: installed('react') }).toEqual({ next: floor.next, react: floor.react })
})

test('the budget counts every script a page references, once', () => {
  const html = [
    '<link rel="preload" href="/_next/static/media/font.woff2" as="font"/>',
    '<link rel="modulepreload" href="/_next/static/chunks/m.js"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/p.js"/>',
    '<link rel="preload" href="/_next/static/chunks/s.css" as="style"/>',
    '<script src="/_next/static/chunks/a.js?dpl=x&amp;v=1" async=""></script>',
    '<script>self.__next_f.push([1,"inline"])</script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '<script async src="https://mc.yandex.ru/tag.js"></script>',
    '<script src="/_next/static/chunks/a.js?dpl=x&amp;v=1" async=""></script>',
  ].join('')
  expect(scriptUrls(html, 'http://site.test/flats')).toEqual([
    'http://site.test/_next/static/chunks/a.js?dpl=x&v=1',
    'https://mc.yandex.ru/tag.js',
    'http://site.test/_next/static/chunks/m.js',
    'http://site.test/_next/static/chunks/p.js',
  ])
})

test('the budget counts every stylesheet a page links, once, and nothing else', () => {
  const html = [
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/c.css?dpl=x&amp;v=1"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<style>.x{}</style>',
  ].join('')
  expect(stylesheetUrls(html, 'http://site.test/')).toEqual([
    'http://site.test/_next/static/chunks/a.css',
    'http://site.test/_next/static/chunks/c.css?dpl=x&v=1',
  ])
})
