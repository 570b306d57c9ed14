import type { Metadata } from 'next'

import { PropertyJsonLd } from '@/features/feeds'
import { FlatScreen, flatMetadata } from '@/features/flat'
import { pageMetadata, SITE_NAME } from '@/features/seo/server'
import { getSiteSettingsSafe } from '@/features/settings/server'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return flatMetadata('flats-id', await params, { seo: pageMetadata, siteName: SITE_NAME })
}

/** /flats/{id} — the flat card; an invalid or unknown id answers 404, a property that is not a flat moves to its canonical card. */
export default async function FlatPage({ params }: Props) {
  const [{ id }, settings] = await Promise.all([params, getSiteSettingsSafe()])
  return (
    <>
      <FlatScreen route="flats-id" id={id} settings={settings} />
      <PropertyJsonLd id={id} settings={settings} />
    </>
  )
}
