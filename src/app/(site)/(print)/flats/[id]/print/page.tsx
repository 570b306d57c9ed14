import type { Metadata } from 'next'

import { FlatPrintSheet, flatMetadata } from '@/features/flat'
import { pageMetadata, SITE_NAME } from '@/features/seo/server'
import { serverEnv } from '@/server/env'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return flatMetadata('flats-id-print', await params, { seo: pageMetadata, siteName: SITE_NAME })
}

/** /flats/{id}/print — the print version of a flat card (never indexed). */
export default async function FlatPrintPage({ params }: Props) {
  const { id } = await params
  return <FlatPrintSheet id={id} siteUrl={serverEnv().SITE_URL} />
}
