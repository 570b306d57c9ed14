// Nothing moves under a new visitor's eyes while a page loads (issue 17: CLS ≤ 0.01). Each page is opened on a
// phone-sized viewport in a fresh browser, as Lighthouse's mobile run opens it; the layout shifts the browser
// reports (not caused by input) are summed until the page has loaded and what it fetches by itself has come.
// A state that waits for the API (the favourites list, the compare table) must keep the place of what comes.
import { expect, test } from '@playwright/test'

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

for (const path of PAGES) {
  test(`${path} does not shift while it loads on a phone`, async ({ page }) => {
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
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01)
  })
}
