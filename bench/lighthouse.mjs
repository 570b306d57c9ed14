// bench/lighthouse: Lighthouse (mobile preset: Moto G-class CPU, slow 4G) on the key pages of a running
// production build, in Debian's Chromium. Prints the four category scores, LCP, CLS, TBT and the JavaScript
// each page ships (transferred, compressed as served).
//   BENCH_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs [/path …]
// Options: LH_RUNS (1) — with more runs the median of each figure is printed. Every audit that fails in the
// accessibility, SEO or best-practices category is listed under the table with the elements it names.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running production server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs')
  process.exit(2)
}
const runs = Number(process.env.LH_RUNS ?? 1)
const flat = (await (await fetch(`${base}/api/properties/?type=flat&limit=1`)).json()).results[0]?.id
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/flats', `/flats/${flat}`, '/mortgage', '/construction-progress', '/location', '/yards', '/sunrise', '/favorites']

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const rows = []
/** Audits of the three pass/fail categories that did not pass, with up to three elements each. */
const failures = new Map()
function noteFailures(path, lhr) {
  for (const category of ['accessibility', 'seo', 'best-practices']) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || audit.score === null || audit.score === 1) continue
      const items = (audit.details?.items ?? []).slice(0, 3).map((item) => {
        const node = item.node ?? item.target ?? item
        const box = node.boundingRect
          ? ` @${Math.round(node.boundingRect.left)},${Math.round(node.boundingRect.top)} ${Math.round(node.boundingRect.width)}×${Math.round(node.boundingRect.height)}`
          : ''
        return `${node.selector ?? node.snippet ?? item.url ?? item.sourceLocation?.url ?? JSON.stringify(item).slice(0, 120)}${box}`
      })
      const key = `${path} ${category}: ${ref.id}`
      if (!failures.has(key)) failures.set(key, items)
    }
  }
}
try {
  for (const path of paths) {
    const results = []
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' })
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      noteFailures(path, lhr)
      const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
      results.push({
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        bp: Math.round(lhr.categories['best-practices'].score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js,
      })
    }
    const pickMedian = (key) => median(results.map((r) => r[key]))
    rows.push({
      page: path,
      performance: pickMedian('perf'),
      accessibility: pickMedian('a11y'),
      seo: pickMedian('seo'),
      'best practices': pickMedian('bp'),
      'LCP s': (pickMedian('lcp') / 1000).toFixed(2),
      CLS: pickMedian('cls').toFixed(3),
      'TBT ms': Math.round(pickMedian('tbt')),
      'JS KB': Math.round(pickMedian('js') / 1024),
    })
    console.log(`${path}: done`)
  }
} finally {
  await chrome.kill()
}
console.table(rows)
for (const [key, items] of failures) console.log(`✗ ${key}${items.map((item) => `\n    ${item}`).join('')}`)
