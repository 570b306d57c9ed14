import type { Metadata } from 'next'

import { BOOKING_TEXTS, BookingScreen, bookingRefId, loadBookingPage } from '@/features/booking'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData } from '@/features/shell'

type Props = { searchParams: Promise<{ ID?: string | string[] }> }

/** A personal step of one visitor: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata('/booking', { title: BOOKING_TEXTS.title, description: BOOKING_TEXTS.terms })
  return { ...metadata, robots: { index: false, follow: false } }
}

/** /booking?ID=<ref_id> — our own booking page (used when the site settings name no external booking form). */
export default async function BookingPage({ searchParams }: Props) {
  const refId = bookingRefId((await searchParams).ID)
  const state = await loadPageData(() => loadBookingPage(refId))
  return <BookingScreen state={state} />
}
