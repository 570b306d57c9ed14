// Every admin screen a marketing manager opens, read for English: the login page, the dashboard, the account, each
// list in the menu and one document of it, each page global, a history of versions and a comparison of two. A word
// of the interface in English fails the walk, with the screen it was on; the names of products and formats that
// have no Russian name are allowed (ALLOWED, below). What people typed — a lead's name, a page's text, a file's
// name — is data, not interface, and is left out by where it stands on the screen (DATA), not by the word.
import { expect, type Page, test } from '@playwright/test'

import { adminToken, signIn } from './admin'

/**
 * English the interface may say, as it is written: names with no Russian form that the team reads as they are.
 * Short on purpose: a word here is allowed on every screen.
 */
const ALLOWED = new Set([
  // Brands and products, as they name themselves (amoCRM's marketplace is «amoМаркет»; Metrica's goal type that
  // a manager picks in Metrica is «JavaScript-событие»).
  'amoCRM',
  'amoМаркет',
  'Bitrix24',
  'Profitbase',
  'Excel',
  'Google',
  'Ads',
  'JavaScript',
  // Abbreviations the team says as they are: the CRM, ad tags, Metrica's visitor id, the search engines' pages,
  // a program's key, «IT-ипотека», «Wi-Fi», and «E-mail» as Russian forms label it (the site's own forms too).
  'CRM',
  'UTM',
  'ClientID',
  'ID',
  'SEO',
  'API',
  'IT',
  'Wi-Fi',
  'E-mail',
  // Formats of files and of the web that a field takes or a download gives.
  'CSV',
  'XLSX',
  'JSON',
  'SVG',
  'PDF',
  'HTML',
  'CSS',
  'm3u8',
])

/**
 * Where a screen shows data rather than interface:
 * - the columns of a list that hold what people typed or uploaded (a lead's UTM tags, a flat's code, a file's
 *   name), what the site generated (a shared selection's key, a visitor's id, a letter's subject quoting a flat's
 *   code) or name other documents (flats, a colleague); a column of labels the admin gives (a status) is read;
 * - a link to a document, the document's own header and the last step of the breadcrumb: they name it by its title;
 * - chosen documents of a relationship, uploaded files, rich text, code and text being edited;
 * - the header of an array row, which quotes the row's title (row-label.ts);
 * - the submitted form's values on a lead (the visitor's own words: `utm_source` «yandex»), not its field names;
 * - both sides of a version comparison: the values, not the field names around them;
 * - `<code>`: a literal a manager copies exactly, which has no translation.
 * Inputs' values are not text, so innerText never reads them.
 */
const DATA_COLUMNS = [
  'name',
  'title',
  'code',
  'ref_id',
  'property',
  'properties',
  'key',
  'visitor_id',
  'subject',
  'filter_label',
  'source_name',
  'layout',
  'owner',
  'edited_by',
  'email',
  'phone',
  'comment',
  'slug',
  'path',
  'from',
  'to',
  'url',
  'stream_url',
  'alt',
  'caption',
  'filename',
  'mimeType',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'page_url',
  'landing_page',
  'referrer',
]
const DATA = [
  ...DATA_COLUMNS.map((column) => `.table tbody td.cell-${column}`),
  '.doc-header__title',
  '.step-nav__last',
  '.relationship--single-value',
  '.field-type.relationship .value-container',
  '.relationship--multi-value-label',
  '.rs__single-value',
  '.rs__multi-value',
  '.file-details',
  '.upload-relationship-details',
  '.rich-text-lexical [contenteditable]',
  '.code-editor',
  'textarea',
  '.array-field__row-header',
  '.lead-form-fields td',
  '.html-diff',
  'code',
].join(', ')
/** A link to one document (not to a list or a new one's form): its text is the document's title. */
const DOCUMENT_LINK = /^\/admin\/collections\/[^/]+\/(?!create\b)[^/?]+/

const EMAILS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g
const LINKS = /\b(https?:\/\/\S+|[\w-]+(\.[\w-]+)*\.(ru|com|org|net|example|local)\b\S*)/g
const PATHS = /(^|[\s«"(])\/[\w\-./?=&#]*/g
const FILES = /[\w.-]+\.(jpe?g|png|webp|avif|svg|gif|pdf|csv|xlsx|json|mp4|m3u8)\b/gi
const IDENTIFIERS = /\b\w*_\w*\b/g
/** A Latin word: letters and digits, joined by hyphens («Wi-Fi»), and Cyrillic glued to it («amoМаркет»). */
const WORD = /[A-Za-z][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*[А-Яа-яЁё]*/g
/** Roman numerals count quarters and buildings in Russian too («IV квартал»). */
const ROMAN = /^[IVX]+$/

/**
 * The English in a text, each with the text around it, leaving out e-mail addresses, links, paths and file names
 * (data, whoever typed them), identifiers with an underscore (`utm_source`, `crm_won`: literals typed as they are)
 * and single letters (coordinates x and y, a shortcut's key).
 */
function english(text: string): string[] {
  const plain = text.replace(IDENTIFIERS, ' ').replace(EMAILS, ' ').replace(LINKS, ' ').replace(PATHS, '$1 ').replace(FILES, ' ')
  const words = (plain.match(WORD) ?? []).filter((word) => word.length > 1 && !ALLOWED.has(word) && !ROMAN.test(word))
  return words.length > 0 ? [`${words.join(', ')} — «${plain.replace(/\s+/g, ' ').trim().slice(0, 120)}»`] : []
}

/** The interface's visible text on this screen, and what it says to screen readers, to a hover and in empty fields. */
async function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ data, documentLink }) => {
      const link = new RegExp(documentLink)
      const isData = (element: Element) =>
        Boolean(element.closest(`script, style, noscript, template, ${data}`)) ||
        link.test(element.closest('a')?.getAttribute('href') ?? '')
      const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      const texts: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent && node.nodeValue?.trim() && !isData(parent) && shown(parent)) texts.push(node.nodeValue)
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (isData(element) || !shown(element)) continue
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(name)
          if (value) texts.push(value)
        }
      }
      return texts
    },
    { data: DATA, documentLink: DOCUMENT_LINK.source },
  )
}

/** The English on this screen once it has drawn its content (no loading overlay over it). */
async function wordsOn(page: Page): Promise<string[]> {
  await page.waitForLoadState('load')
  // Lists fill their relationship cells with requests of their own after the page has loaded: read once they
  // are in (a screen that keeps a connection open, such as the live preview, is read after 10 s anyway).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  await expect(page.locator('.template-default__wrap, .template-minimal').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.loading-overlay--entering')).toHaveCount(0, { timeout: 30_000 })
  return [...new Set((await interfaceText(page)).flatMap(english))]
}

test.describe('the admin speaks Russian', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('every screen a manager opens, read for English words', async ({ page, request }) => {
    test.setTimeout(15 * 60_000)
    // A lead as the site's form sends it, UTM tags and all: its card shows the submitted form as a table.
    const csrf = '0123456789abcdef0123456789abcdef'
    const sent = await request.post('/api/requests/', {
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      data: {
        type: 'callback',
        name: 'Анна Смирнова',
        phone: '+7 921 765-43-21',
        utm_source: 'yandex',
        utm_medium: 'cpc',
        utm_campaign: 'zarya_brand',
      },
    })
    expect(sent.ok(), `lead: ${sent.status()}`).toBe(true)
    const lead = ((await sent.json()) as { id: number }).id
    // The main page published again as it is: its history has two versions to compare, the site shows the same
    // text, and no draft is left over the published page for the specs after this one.
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const main = (await (await request.get('/cms-api/globals/main-page?depth=0', { headers: auth })).json()) as { screens: unknown[] }
    const again = await request.post('/cms-api/globals/main-page?depth=0', {
      headers: auth,
      data: { screens: main.screens, _status: 'published' },
    })
    expect(again.ok(), 'the main page published again').toBe(true)

    // Each screen is its own check, and the walk goes on past a failing one so a run lists every screen at once.
    // Polled: the admin puts its Russian over a few of Payload's words once the page has hydrated (fixed-words.tsx).
    const soft = expect.configure({ soft: true })
    const visit = (screen: string) =>
      test.step(screen, async () => {
        await page.goto(screen)
        await soft.poll(() => wordsOn(page), { message: `English on ${screen}`, timeout: 30_000 }).toEqual([])
      })

    await visit('/admin/login')
    await signIn(page)
    await visit('/admin')
    await visit('/admin/account')

    // Every list and page in the menu, as the admin sees it: a collection or global added later is walked too.
    const menu = await page.locator('nav a[href^="/admin/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const lists = menu.filter((href) => href.startsWith('/admin/collections/'))
    const globals = menu.filter((href) => href.startsWith('/admin/globals/'))
    expect(lists.length, 'collections in the menu').toBeGreaterThanOrEqual(15)
    expect(globals.length, 'pages and settings in the menu').toBeGreaterThanOrEqual(10)

    for (const list of lists) {
      await visit(list)
      const first = await page
        .locator('.table tbody tr')
        .first()
        .locator(`a[href^="${list}/"]`)
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null)
      if (first) await visit(first)
      // A new document's empty form, where the document's screen offers one: read before anything is typed.
      if (await page.locator(`a[href="${list}/create"]`).count()) await visit(`${list}/create`)
    }
    await visit(`/admin/collections/leads/${lead}`)
    for (const global of globals) await visit(global)

    // The history of the main page and a comparison of its latest version with the one before it.
    await visit('/admin/globals/main-page/versions')
    const comparison = await page.locator('table a[href*="/versions/"]').first().getAttribute('href')
    expect(comparison, 'a version to compare').toContain('versionFrom=')
    await visit(comparison!)
  })
})
