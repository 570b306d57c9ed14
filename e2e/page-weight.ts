// How a page's weight is counted, shared by the CI gate (e2e/budgets.spec.ts) and the floor's measurement
// (bench/blank-app.mjs), so that the budget and the floor it stands on are counted the same way.
import { gzipSync } from 'node:zlib'

/** 1 KB = 1024 bytes, in every budget figure. */
export const KB = 1024

/**
 * The scripts a modern browser loads from the document by itself: <script src>, modulepreload links and
 * <link rel="preload" as="script"> (a chunk preloaded for hydration is first-load JS too, whoever runs it).
 * A `nomodule` script (Next's legacy polyfills) is skipped by every browser that runs modules, so it is not counted.
 */
export function scriptUrls(html: string, base: string): string[] {
  const urls = new Set<string>()
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\snomodule\b/i.test(tag)) continue
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1]
    if (src) urls.add(new URL(decode(src), base).href)
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\srel="modulepreload"/i.test(tag) && !(/\srel="preload"/i.test(tag) && /\sas="script"/i.test(tag))) continue
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1]
    if (href) urls.add(new URL(decode(href), base).href)
  }
  return [...urls]
}

/** The stylesheets the document links (<link rel="stylesheet">), each once. */
export function stylesheetUrls(html: string, base: string): string[] {
  const urls = new Set<string>()
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\srel="stylesheet"/i.test(tag)) continue
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1]
    if (href) urls.add(new URL(decode(href), base).href)
  }
  return [...urls]
}

const decode = (value: string) => value.replaceAll('&amp;', '&')

/** The deterministic size of a file as a server would send it: gzip at level 9. */
export const gzipBytes = (body: Uint8Array) => gzipSync(body, { level: 9 }).length

/** KB to one decimal, as the budget tables print them. */
export const roundKb = (bytes: number) => Math.round((bytes / KB) * 10) / 10
