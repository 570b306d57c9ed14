// Nothing moves under a visitor's eyes, and the first screen's picture comes with the page (targets: CLS ≤ 0.01,
// LCP ≤ 2 s). Each page is opened in a fresh browser, on Lighthouse's phone viewport unless said otherwise:
// - while it loads: the layout shifts the browser reports (not caused by input) are summed until the page has
//   loaded and what it fetches by itself has come. A state that waits for the API (the favourites list, the
//   compare table) must keep the place of what comes;
// - while a reader scrolls it to the end, at a phone's and a desktop's width: lazy pictures and blocks that load
//   near the view arrive on the way, and each must land in the space kept for it;
// - its largest picture (the LCP element) is named in the server HTML, so the browser fetches it with the page,
//   not after the scripts have run.
import { expect, type Page, test } from '@playwright/test'

const PAGES = [
  '/',
  '/flats',
  '/flats/1',
  '/mortgage',
  '/location',
  '/yards',
  '/sunrise',
  '/construction-progress',
  '/favorites',
  '/compare',
]

/** Lighthouse's mobile viewport. */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

type Shift = { value: number; nodes: string[] }

/** Records every layout shift of the page's life that no input caused, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className)}` : String(node?.nodeName),
        )
        shifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts so far, after the next frame has been laid out, and their sum (the page's CLS up to now). */
async function shifted(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
}

for (const path of PAGES) {
  test(`${path} does not shift while it loads on a phone`, async ({ page }) => {
    await recordShifts(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    const { total, shifts } = await shifted(page)
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01)
  })
}

for (const width of [375, 1440]) {
  for (const path of PAGES) {
    test(`${path} does not shift while a visitor scrolls it at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 850 })
      await recordShifts(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      // Down the page a screen at a time, as a reader scrolls.
      const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight))
      for (let i = 0; i < screens; i++) {
        await page.mouse.wheel(0, 800)
        await page.waitForTimeout(120)
      }
      await page.waitForLoadState('networkidle')
      const { total, shifts } = await shifted(page)
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01)
    })
  }
}

/** The pages whose first screen on a phone is led by a picture (the others by their heading's text). */
const PICTURE_LED = ['/', '/flats', '/flats/1', '/yards', '/sunrise', '/construction-progress']

/** The files the markup itself asks for: <img src/srcset>, <source srcset>, image preloads (not the RSC payload). */
function markupImageUrls(html: string): string[] {
  const urls: string[] = []
  for (const [tag] of html.matchAll(/<(?:img|source|link)\b[^>]*>/gi))
    for (const [, , value] of tag.matchAll(/\b(src|srcset|imagesrcset|href)="([^"]*)"/gi))
      for (const candidate of value!.split(',')) urls.push(candidate.trim().split(/\s+/)[0]!)
  return urls
}

for (const path of PICTURE_LED) {
  test(`${path}: the largest picture of the first screen is named in the server HTML`, async ({ page, request }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: string | null }
      w.__lcp = null
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[])
          w.__lcp = entry.element instanceof HTMLImageElement ? entry.element.currentSrc || entry.url : null
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: string | null }).__lcp)
    expect(lcp, `${path}: the largest element of the first screen is a picture`).toBeTruthy()
    const html = await (await request.get(path)).text()
    expect(markupImageUrls(html), `${path}: ${lcp}`).toContain(new URL(lcp!).pathname)
  })
}
