/** The flat card's page metadata: its SEO record if the CMS has one, else the texts built from the flat. */
import type { Metadata } from 'next'

import type { ImageDto } from '@/features/content'
import type { MetadataFallback } from '@/features/seo'

import { type FlatRoute, loadFlat } from './flat-data'
import { flatMeta } from './flat-meta'

/** The SEO lookup of the site (pageMetadata of the seo feature), handed in by the route file. */
export type SeoLookup = (path: string, fallback: MetadataFallback) => Promise<Metadata>

/** Adds the plan as the Open Graph image unless the SEO record already names one. */
export function withOpenGraphImage(metadata: Metadata, image: ImageDto | null): Metadata {
  if (!image || metadata.openGraph?.images) return metadata
  const og = { url: image.url, alt: image.alt, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) }
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [og] } }
}

/** The one address of a card: flats live at /flats/{id} (also when reached through /properties/flat/{id}). */
export function canonicalFlatPath(detail: { id: number; type: { value: string } }): string {
  return detail.type.value === 'flat' ? `/flats/${detail.id}` : `/properties/${detail.type.value}/${detail.id}`
}

/**
 * Metadata of a flat-card route (SPEC §2.2): title and description from rooms, area, floor, section,
 * number, building and finishing kind, the plan as og:image; an SEO record of the page wins.
 */
export async function flatMetadata(
  route: FlatRoute,
  params: { id: string; type?: string },
  { seo, siteName }: { seo: SeoLookup; siteName: string },
): Promise<Metadata> {
  const detail = await loadFlat(route, params.id, params.type)
  const meta = flatMeta(detail, siteName)
  const print = route === 'flats-id-print'
  const path = print ? `${canonicalFlatPath(detail)}/print` : canonicalFlatPath(detail)
  const fallback: MetadataFallback = print
    ? { title: `Версия для печати: ${meta.title}`, description: meta.description }
    : { title: meta.title, absoluteTitle: meta.absoluteTitle, description: meta.description }
  const metadata = withOpenGraphImage(await seo(path, fallback), meta.image)
  return print ? { ...metadata, robots: { index: false, follow: false } } : metadata
}
