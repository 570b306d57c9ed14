import type { Metadata } from 'next'

import { BuildingJsonLd } from '@/features/feeds'
import { BuildingScreen, buildingMetadata } from '@/features/genplan/pages'
import { pageMetadata } from '@/features/seo/server'
import { getSiteSettingsSafe } from '@/features/settings/server'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildingMetadata((await params).id, pageMetadata)
}

/** /flats/building/{id} — the building's floors by section; an id that is not a building answers 404. */
export default async function BuildingPage({ params }: Props) {
  const [{ id }, settings] = await Promise.all([params, getSiteSettingsSafe()])
  return (
    <>
      <BuildingScreen id={id} />
      <BuildingJsonLd id={Number(id)} path={`/flats/building/${id}`} settings={settings} />
    </>
  )
}
