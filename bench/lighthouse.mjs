// bench/lighthouse: Lighthouse (mobile preset: Moto G-class CPU at 4× slowdown, slow 4G) on the nine main pages of
// a running production build, in Debian's Chromium, behind the compressing front (deploy/nginx, or
// bench/gzip-proxy.mjs). Prints the four category scores, LCP, CLS, TBT and the JavaScript each page ships
// (transferred, compressed as served), then where each page's LCP goes, from Lighthouse's own trace:
//   - the LCP element, and its subparts in the observed (unthrottled) trace: time to first byte, the image
//     request's start after it (load delay), its download, and the render delay after it;
//   - render-blocking requests and what they cost LCP in the simulated (throttled) load;
//   - main-thread work and script evaluation at 4× slowdown, and the JavaScript fetched after `load`.
//   BENCH_URL=https://127.0.0.1:8443 node bench/lighthouse.mjs [/path …]
// The front's HTTPS port is how a buyer's browser reaches a deployment: HTTP/2, one connection for the page's ~30
// requests. Its plain-HTTP port (8080) makes Lighthouse model HTTP/1.1's six connections, an RTT per request on each.
// FLOOR_URL=http://127.0.0.1:3400 adds the floor of this stack as the first row, measured in the same run: the blank
// Next + React page of bench/blank-app (`node bench/blank-app.mjs --serve 3400`). What a page scores beside it is
// what the site's own work costs on this machine, which the absolute figures, noisy from one run to the next, hide.
// Options: LH_RUNS (3) — the median of each figure is printed. Every audit that fails in the accessibility, SEO
// or best-practices category is listed under the table with the elements it names. Targets:
// performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.01; a page that misses one is marked ✗.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running production server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs')
  process.exit(2)
}
// The bench's own question for the first flat goes to the same local front: its self-signed certificate is expected.
if (/^https:\/\/(127\.0\.0\.1|localhost)[:/]/.test(`${base}/`)) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
const runs = Number(process.env.LH_RUNS ?? 3)
// Paths given on the command line are measured as they are, so the bench also runs on a site without the
// catalogue's API (the blank app of bench/blank-app.mjs, the floor of this stack).
const firstFlat = async () => (await (await fetch(`${base}/api/properties/?type=flat&limit=1`)).json()).results[0]?.id
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/flats', `/flats/${await firstFlat()}`, '/mortgage', '/construction-progress', '/location', '/yards', '/sunrise', '/favorites']

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
    // The local front's HTTPS (npm run front, :8443) has a self-signed certificate: HTTP/2 needs TLS in browsers.
    '--ignore-certificate-errors',
  ],
})
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const rows = []
const lcpNotes = []

/** One line on where a run's LCP went, from the audits over Lighthouse's own trace. */
function lcpWhere(lhr) {
  const ms = (value) => `${Math.round(value ?? 0)} ms`
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const subparts = breakdown.find((item) => item.type === 'table')?.items ?? []
  const node = breakdown.find((item) => item.type === 'node')
  // A checklist: was the LCP image hinted fetchpriority=high, discoverable in the first HTML, not lazy-loaded?
  const discovery = (lhr.audits['lcp-discovery-insight']?.details?.items ?? []).find((item) => item.type === 'checklist')?.items ?? {}
  const element = node ? `${node.nodeLabel ?? ''} <${(node.snippet ?? '').slice(1, 60)}…>` : 'element not named'
  const parts = subparts.map((part) => `${part.subpart} ${ms(part.duration)}`).join(', ')
  const checks = Object.entries(discovery)
    .map(([key, check]) => `${key} ${check.value ? 'yes' : 'NO'}`)
    .join(', ')
  const blocking = lhr.audits['render-blocking-insight']
  const blockingItems = (blocking?.details?.items ?? []).map((item) => `${item.url?.split('/').pop()} ${ms(item.wastedMs)}`)
  const mainThread = lhr.audits['mainthread-work-breakdown']?.numericValue
  const bootup = lhr.audits['bootup-time']?.numericValue
  return [
    `LCP ${ms(lhr.audits['largest-contentful-paint'].numericValue)} (simulated) on ${element}`,
    `  observed subparts: ${parts || 'none'}${checks ? ` | discovery: ${checks}` : ''}`,
    `  render-blocking: LCP −${ms(blocking?.metricSavings?.LCP)} if removed (simulated)${blockingItems.length ? `: ${blockingItems.join(', ')}` : ''}`,
    `  main thread at 4× slowdown: ${ms(mainThread)} in all, ${ms(bootup)} of it script evaluation`,
  ].join('\n')
}
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
const floorUrl = (process.env.FLOOR_URL ?? '').replace(/\/$/, '')
/** Each page's address; the floor's blank page is listed as "floor". */
const targets = [...(floorUrl ? [{ path: 'floor', url: `${floorUrl}/` }] : []), ...paths.map((path) => ({ path, url: base + path }))]
try {
  for (const { path, url } of targets) {
    const results = []
    // A run Lighthouse could not finish (its runtimeError, say a page that did not paint in time on a busy machine)
    // has no metrics: it is reported and run again, up to as many times more.
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (lhr.runtimeError || typeof lhr.audits['cumulative-layout-shift']?.numericValue !== 'number') {
        console.error(`${path}: a run failed (${lhr.runtimeError?.code ?? 'no metrics'}: ${lhr.runtimeError?.message ?? ''})`)
        continue
      }
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      // The blank page has no title or description: its own audits are not the site's.
      if (path !== 'floor') noteFailures(path, lhr)
      const scripts = requests.filter((r) => r.resourceType === 'Script')
      const js = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
      const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity
      const jsAfterLoad = scripts.filter((r) => r.networkRequestTime > load).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
      results.push({
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        bp: Math.round(lhr.categories['best-practices'].score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js,
        jsAfterLoad,
        lcpWhere: lcpWhere(lhr),
      })
    }
    if (results.length === 0) throw new Error(`${path}: no Lighthouse run finished`)
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
      'after load KB': Math.round(pickMedian('jsAfterLoad') / 1024),
      target: pickMedian('perf') >= 95 && pickMedian('lcp') <= 2500 && pickMedian('tbt') <= 200 && pickMedian('cls') <= 0.01 ? '✓' : '✗',
    })
    // The run whose LCP is the median one: its trace says where that LCP went.
    lcpNotes.push(`${path}: ${results.find((r) => r.lcp === pickMedian('lcp')).lcpWhere}`)
    console.log(`${path}: done`)
  }
} finally {
  await chrome.kill()
}
console.table(rows)
console.log('Targets: performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.01 (median of each figure).\n')
for (const note of lcpNotes) console.log(note)
for (const [key, items] of failures) console.log(`✗ ${key}${items.map((item) => `\n    ${item}`).join('')}`)
