import { describe, expect, it } from 'vitest'

import type { DeliveryRecord } from '@/features/delivery'

import { confirmationLetter, digestLetter, priceLine, targetPhrase } from './letters'
import { mailOf, unsubscribeHeaders, watchMailSink } from './mail-sink'

const NBSP = '\u00a0'
const UNSUBSCRIBE = 'https://zarya.example/api/price-watch/unsubscribe/?token=abc'

describe('the letters to watching buyers', () => {
  it('asks to confirm and promises nothing is sent before', () => {
    const letter = confirmationLetter(
      { kind: 'flat', label: '2-комн., 54,3 м², этаж 7, корпус 3', onSale: true },
      'https://zarya.example/price-watch/confirm?token=t',
    )
    expect(letter.text).toContain('Вы попросили сообщать вам о снижении цены квартиры: 2-комн., 54,3 м², этаж 7, корпус 3.')
    expect(letter.text).toContain('https://zarya.example/price-watch/confirm?token=t')
    expect(letter.text).toContain('без подтверждения мы ничего не пришлём')
    expect(letter.html).toContain('href="https://zarya.example/price-watch/confirm?token=t"')
    expect(targetPhrase({ kind: 'flat', label: 'студия', onSale: false })).toBe('когда освободится квартира: студия')
    expect(targetPhrase({ kind: 'filter', label: '2-комн.' })).toBe('о новых квартирах по фильтру «2-комн.»')
  })

  it('lists each kind of news with prices and links, and ends with the unsubscribe link', () => {
    const letter = digestLetter(
      [
        { kind: 'price_drop', items: [{ label: '2-комн.', url: 'https://zarya.example/flats/7', price: 9_700_000, from: 10_000_000 }] },
        { kind: 'new_match', filter: 'до 12 млн ₽', items: [{ label: 'студия', url: 'https://zarya.example/flats/9', price: 6_100_000 }] },
      ],
      UNSUBSCRIBE,
    )
    expect(letter.subject).toBe('ЖК «Новая Заря»: цена снижена, новые квартиры по фильтру')
    expect(letter.text).toContain(`— 2-комн.: 9${NBSP}700${NBSP}000${NBSP}₽ вместо 10${NBSP}000${NBSP}000${NBSP}₽ (−3${NBSP}%)`)
    expect(letter.text).toContain('Новые квартиры по фильтру «до 12 млн ₽»')
    expect(letter.text).toContain(`Отписаться от всех уведомлений: ${UNSUBSCRIBE}`)
    expect(letter.html).toContain(`href="${UNSUBSCRIBE.replace(/&/g, '&amp;')}"`)
    expect(priceLine({ label: '', url: '', price: 11_500_000, from: 11_950_000 })).toContain(`(−3,8${NBSP}%)`)
  })

  it('escapes what the catalogue says in the HTML', () => {
    const letter = digestLetter(
      [{ kind: 'released', items: [{ label: '<b>1-комн.</b>', url: 'https://x.example/flats/1', price: 1 }] }],
      UNSUBSCRIBE,
    )
    expect(letter.html).toContain('&lt;b&gt;1-комн.&lt;/b&gt;')
    expect(letter.html).not.toContain('<b>1-комн.')
  })
})

describe('the letters’ sink', () => {
  const record = (unsubscribe: string | null): DeliveryRecord => ({
    collection: 'watch-mails',
    id: 1,
    event: 'watch-mail',
    title: 'Тема',
    lines: [],
    data: { to: 'buyer@example.ru', subject: 'Тема', text: 'Текст', html: '<p>Текст</p>', unsubscribe_url: unsubscribe },
  })

  it('sends a digest with the one-click List-Unsubscribe headers (RFC 2369, RFC 8058)', async () => {
    const sent: unknown[] = []
    await watchMailSink({ transport: { sendMail: async (mail: unknown) => sent.push(mail) }, from: 'ЖК <noreply@x>' }).deliver(
      record(UNSUBSCRIBE),
    )
    expect(sent).toEqual([
      {
        from: 'ЖК <noreply@x>',
        to: 'buyer@example.ru',
        subject: 'Тема',
        text: 'Текст',
        html: '<p>Текст</p>',
        headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    ])
  })

  it('gives a confirmation letter no unsubscribe headers, and leaves other outbox rows alone', async () => {
    expect(mailOf(record(null), 'f').headers).toEqual({})
    expect(unsubscribeHeaders(null)).toEqual({})
    const sent: unknown[] = []
    const sink = watchMailSink({ transport: { sendMail: async (mail: unknown) => sent.push(mail) }, from: 'f' })
    await sink.deliver({ ...record(null), collection: 'leads' })
    expect(sent).toEqual([])
  })
})
