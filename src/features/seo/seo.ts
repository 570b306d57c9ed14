/** SEO records (SPEC §3) and the page metadata built from them: title, description, Open Graph, canonical. */
import type { Metadata } from 'next'

export interface SeoMetaTag {
  name: string
  content?: string
  /** The image URL, for tags such as og:image. */
  image?: string
}

/** The answer of GET /api/seo/: {slug, meta_tags} of SPEC §3 plus title and description. */
export interface SeoRecordDto {
  slug: string
  title: string | null
  description: string | null
  meta_tags: SeoMetaTag[]
}

interface SeoDocument {
  slug: string
  title?: string | null
  description?: string | null
  meta_tags?: { name?: string | null; content?: string | null; image?: unknown }[] | null
}

/** The slug a path's record is stored under: '/flats/?x=1' → '/flats', '' → '/'. */
export function normalizeSeoSlug(pathOrSlug: string): string {
  const path = `/${(pathOrSlug.split(/[?#]/)[0] ?? '').trim()}`.replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : '/'
}

function imageUrl(image: unknown): string | undefined {
  if (image && typeof image === 'object') {
    const media = image as { url?: unknown; sizes?: { wide?: { url?: unknown } } }
    const url = media.sizes?.wide?.url ?? media.url
    return typeof url === 'string' && url ? url : undefined
  }
  return undefined
}

/** Maps a CMS record to the public DTO; a tag without content or image is left out. */
export function toSeoDto(doc: SeoDocument): SeoRecordDto {
  const meta_tags: SeoMetaTag[] = []
  for (const tag of doc.meta_tags ?? []) {
    const name = tag.name?.trim()
    if (!name) continue
    const image = imageUrl(tag.image)
    const content = tag.content?.trim()
    if (image) meta_tags.push({ name, image })
    else if (content) meta_tags.push({ name, content })
  }
  return { slug: doc.slug, title: doc.title?.trim() || null, description: doc.description?.trim() || null, meta_tags }
}

export interface MetadataFallback {
  /** A short page title; the root layout adds the project name after it. */
  title: string
  description: string
  /** A complete title used as is (the main page, whose short title is the project name itself). */
  absoluteTitle?: string
}

/** Tags that map to Next metadata fields instead of a plain <meta name>. */
const HANDLED = new Set([
  'title',
  'description',
  'keywords',
  'robots',
  'og:title',
  'og:description',
  'og:image',
  'og:type',
  'og:url',
  'og:site_name',
  'og:locale',
])

/**
 * Page metadata from an SEO record (or the page's fallback texts): title, description, canonical URL of
 * the path (without the query), Open Graph and the record's other meta tags.
 */
export function buildMetadata({
  record,
  path,
  fallback,
  siteName,
}: {
  record: SeoRecordDto | null
  path: string
  fallback: MetadataFallback
  siteName: string
}): Metadata {
  const tag = (name: string) => record?.meta_tags.find((t) => t.name.toLowerCase() === name)
  const description = record?.description ?? tag('description')?.content ?? fallback.description
  const fullTitle = record?.title ?? fallback.absoluteTitle ?? `${fallback.title} — ${siteName}`
  const canonical = normalizeSeoSlug(path)
  const ogImage = tag('og:image')
  const image = ogImage?.image ?? ogImage?.content
  const other: Record<string, string> = {}
  for (const t of record?.meta_tags ?? []) {
    if (!HANDLED.has(t.name.toLowerCase()) && (t.content ?? t.image)) other[t.name] = (t.content ?? t.image)!
  }
  return {
    title: record?.title ? { absolute: record.title } : fallback.absoluteTitle ? { absolute: fallback.absoluteTitle } : fallback.title,
    description,
    ...(tag('keywords')?.content ? { keywords: tag('keywords')!.content } : {}),
    ...(tag('robots')?.content ? { robots: tag('robots')!.content } : {}),
    alternates: { canonical },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName,
      url: canonical,
      title: tag('og:title')?.content ?? fullTitle,
      description: tag('og:description')?.content ?? description,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(image ? { twitter: { card: 'summary_large_image' } } : {}),
    ...(Object.keys(other).length ? { other } : {}),
  }
}
