import type { Metadata } from 'next'

import { PropertyJsonLd } from '@/features/feeds'
import { FlatScreen, flatMetadata } from '@/features/flat'
import { pageMetadata, SITE_NAME } from '@/features/seo/server'
import { getSiteSettingsSafe } from '@/features/settings/server'

type Props = { params: Promise<{ type: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return flatMetadata('properties-type-id', await params, { seo: pageMetadata, siteName: SITE_NAME })
}

/** /properties/{type}/{id} — the same card as /flats/{id}; a property of another type moves to its canonical card. */
export default async function PropertyPage({ params }: Props) {
  const [{ type, id }, settings] = await Promise.all([params, getSiteSettingsSafe()])
  return (
    <>
      <FlatScreen route="properties-type-id" id={id} type={type} settings={settings} />
      <PropertyJsonLd id={id} settings={settings} />
    </>
  )
}
