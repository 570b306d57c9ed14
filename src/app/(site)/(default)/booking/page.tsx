import type { Metadata } from 'next'

import { BOOKING_TEXTS, BookingScreen, bookingRefId, loadBookingPage } from '@/features/booking'
import { canonicalBookingQuery } from '@/features/booking/ref-id'
import { renderedQuery } from '@/features/navigation/query-pages'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData } from '@/features/shell'

/** `query` is set when the proxy renders /booking?ID= as its own cached page (booking/q/[query]). */
type Props = { params: Promise<{ query?: string }> }

/** A step of the buying journey: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata('/booking', { title: BOOKING_TEXTS.title, description: BOOKING_TEXTS.terms })
  return { ...metadata, robots: { index: false, follow: false } }
}

/** /booking?ID=<ref_id> — our own booking page (used when the site settings name no external booking form). */
export default async function BookingPage({ params }: Props) {
  const query = new URLSearchParams(await renderedQuery(params, canonicalBookingQuery))
  const state = await loadPageData(() => loadBookingPage(bookingRefId(query.get('ID') ?? undefined)))
  return <BookingScreen state={state} />
}
