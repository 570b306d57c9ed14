/**
 * The letters to watching buyers, rendered once when they are queued (the outbox row is the letter): the
 * confirmation of a subscription and the daily digest. Plain text for every client and simple HTML; every
 * value from the catalogue or a buyer is escaped.
 */
import { formatRub } from '@/lib/money'

import { dropPercent } from './events'

export const SITE_TITLE = 'ЖК «Новая Заря»'

export interface Letter {
  subject: string
  text: string
  html: string
}

/** What a subscription asks for, as its letters and pages say it. */
export type WatchTarget = { kind: 'flat'; label: string; onSale: boolean } | { kind: 'filter'; label: string }

/** «об изменении цены квартиры: 2-комн., …» — the end of «Вы попросили сообщать вам …». */
export function targetPhrase(target: WatchTarget): string {
  if (target.kind === 'filter') return `о новых квартирах по фильтру «${target.label}»`
  return target.onSale ? `о снижении цены квартиры: ${target.label}` : `когда освободится квартира: ${target.label}`
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const STYLE_BODY = 'font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#14182b'
const STYLE_NOTE = 'color:#5b6170;font-size:13px'

const html = (parts: string[]) => `<!doctype html><html lang="ru"><body style="${STYLE_BODY}">${parts.join('')}</body></html>`
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

/** The double opt-in letter: nothing else is sent to the address until its link is followed. */
export function confirmationLetter(target: WatchTarget, confirmUrl: string): Letter {
  const asked = `Вы попросили сообщать вам ${targetPhrase(target)}.`
  const action = 'Чтобы подписка заработала, подтвердите адрес:'
  const ignore = 'Если вы не подписывались, просто не отвечайте на это письмо: без подтверждения мы ничего не пришлём.'
  const subject = `Подтвердите подписку — ${SITE_TITLE}`
  return {
    subject,
    text: ['Здравствуйте!', '', asked, '', action, confirmUrl, '', ignore, ''].join('\n'),
    html: html([
      '<p>Здравствуйте!</p>',
      `<p>${escapeHtml(asked)}</p>`,
      `<p>${escapeHtml(action)}<br>${link(confirmUrl, 'Подтвердить подписку')}</p>`,
      `<p style="${STYLE_NOTE}">${escapeHtml(ignore)}</p>`,
    ]),
  }
}

/** One flat in a digest. */
export interface DigestItem {
  /** «2-комн., 54,3 м², этаж 7, корпус 3» */
  label: string
  url: string
  price: number
  /** The price before a drop. */
  from?: number
}

/** A part of a digest: price drops, flats on sale again, or new flats of one filter. */
export interface DigestSection {
  kind: 'price_drop' | 'released' | 'new_match'
  /** The filter's words, for new flats. */
  filter?: string
  items: DigestItem[]
}

const SECTION_TITLES: Record<DigestSection['kind'], string> = {
  price_drop: 'Цена снижена',
  released: 'Снова в продаже',
  new_match: 'Новые квартиры по фильтру',
}

const SUBJECT_WORDS: Record<DigestSection['kind'], string> = {
  price_drop: 'цена снижена',
  released: 'квартира снова в продаже',
  new_match: 'новые квартиры по фильтру',
}

const titleOf = (section: DigestSection) =>
  section.filter ? `${SECTION_TITLES[section.kind]} «${section.filter}»` : SECTION_TITLES[section.kind]

/** «9 700 000 ₽ вместо 10 000 000 ₽ (−3 %)», or the price alone. */
export function priceLine(item: DigestItem): string {
  if (item.from === undefined) return formatRub(item.price)
  const percent = String(dropPercent(item.from, item.price)).replace('.', ',')
  return `${formatRub(item.price)} вместо ${formatRub(item.from)} (−${percent}\u00a0%)`
}

/** The daily digest of one address, with its one-click unsubscribe link (the List-Unsubscribe header has the same). */
export function digestLetter(sections: readonly DigestSection[], unsubscribeUrl: string): Letter {
  const kinds = [...new Set(sections.map((s) => s.kind))]
  const subject = `${SITE_TITLE}: ${kinds.map((kind) => SUBJECT_WORDS[kind]).join(', ')}`
  const intro = 'Что изменилось в квартирах, за которыми вы следите:'
  const footer = 'Вы получили это письмо, потому что подписались на изменения цен на сайте и подтвердили адрес.'
  const unsubscribe = 'Отписаться от всех уведомлений'
  const text = [
    'Здравствуйте!',
    '',
    intro,
    ...sections.flatMap((section) => [
      '',
      titleOf(section),
      ...section.items.flatMap((item) => [`— ${item.label}: ${priceLine(item)}`, `  ${item.url}`]),
    ]),
    '',
    footer,
    `${unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n')
  const body = sections.map(
    (section) =>
      `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(titleOf(section))}</h2><ul style="padding-left:20px;margin:0">` +
      section.items
        .map((item) => `<li style="margin:0 0 8px">${link(item.url, item.label)}<br>${escapeHtml(priceLine(item))}</li>`)
        .join('') +
      '</ul>',
  )
  return {
    subject,
    text,
    html: html([
      '<p>Здравствуйте!</p>',
      `<p>${escapeHtml(intro)}</p>`,
      ...body,
      `<p style="${STYLE_NOTE};margin-top:32px">${escapeHtml(footer)}<br>${link(unsubscribeUrl, unsubscribe)}</p>`,
    ]),
  }
}
