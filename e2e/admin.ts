// What the specs that work in the back office share: the demo admin, a token for /cms-api, signing in through the
// login form, and the public main page's first hero title as its server HTML says (no JavaScript).
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@novaya-zarya.example',
  password: process.env.ADMIN_PASSWORD ?? 'zarya-demo-2026',
}

/**
 * A made-up client address for one login. The server allows 10 admin logins per 15 minutes from one address, and
 * every spec comes from loopback: the specs that merely sign in would use that up between them and lock the rest
 * out (429). The limit itself is security.spec's to prove, from an address of its own too.
 */
const loginAddress = () => `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** A JWT of the demo admin for /cms-api calls. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/cms-api/users/login', { data: ADMIN, headers: { 'x-forwarded-for': loginAddress() } })
  expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true)
  return ((await login.json()) as { token: string }).token
}

/** The first hero title of the public main page, as its server HTML says. */
export async function publicHeroTitle(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text()
  // The hero slides' titles are the <h2>s without an id (the schedule banner's has one); words come in spans.
  const match = /<h2 class="[^"]*_title">([\s\S]*?)<\/h2>/.exec(html)
  return (match?.[1] ?? '')
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
}

/** Signs in through the admin's login form and waits for the dashboard. */
export async function signIn(page: Page, who: { email: string; password: string } = ADMIN) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': loginAddress() })
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(who.email)
  await page.locator('input[name="password"]').fill(who.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByText('Свободные квартиры')).toBeVisible({ timeout: 30_000 })
}
