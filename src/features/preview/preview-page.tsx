import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import {
  getLocationView,
  getMainPageContent,
  getSunrisePageContent,
  getYardsView,
  LocationPageView,
  MainPage,
  SunrisePage,
  YardsPageView,
} from '@/features/content'
import type { DraftReader } from '@/features/content'
import { getMortgagePageData, MortgagePageView } from '@/features/mortgage'
import { getProgressPageData, ProgressView } from '@/features/progress'
import { flatFiguresByRooms, flatPricesForSale } from '@/features/properties'

import styles from './draft-banner.module.css'
import { LivePreviewListener } from './live-preview-listener'
import type { PreviewPage } from './preview.schema'
import { previewEditor } from './viewer'

type SearchParams = Record<string, string | string[] | undefined>

/** Each previewable page, rendered by the same components as the public one, from the editor's drafts. */
const RENDER: Record<PreviewPage, (draft: DraftReader, searchParams: SearchParams) => Promise<ReactNode>> = {
  main: async (draft) => <MainPage content={await getMainPageContent(await flatFiguresByRooms(), draft)} />,
  sunrise: async (draft) => <SunrisePage content={await getSunrisePageContent(draft)} />,
  yards: async (draft) => <YardsPageView {...await getYardsView(draft)} />,
  location: async (draft) => <LocationPageView {...await getLocationView(draft)} />,
  mortgage: async (draft) => <MortgagePageView {...await getMortgagePageData(flatPricesForSale, draft)} />,
  progress: async (draft, searchParams) => <ProgressView data={await getProgressPageData(searchParams, new Date(), draft)} />,
}

/**
 * The draft view of a page (/admin/preview/<page>): only in draft mode and only for an editor's session — the
 * public pages never read drafts, so no draft can reach a visitor or the public page cache. Without draft
 * mode the browser goes through the entry, which checks the session and turns it on.
 */
export async function PreviewPageView({ page, searchParams }: { page: PreviewPage; searchParams: SearchParams }) {
  const [{ isEnabled }, editor] = await Promise.all([draftMode(), previewEditor()])
  if (!isEnabled || !editor) {
    // Straight back from the entry without draft mode: the browser refused its cookie (Secure, so HTTPS only).
    if (searchParams.entered !== undefined && editor)
      return <p className={styles.banner}>Предпросмотр работает только по HTTPS: откройте админку по https://</p>
    redirect(`/admin/preview/enter?page=${page}`)
  }
  return (
    <>
      <p className={styles.banner} role="status">
        Черновик: так страница будет выглядеть после публикации. Посетители видят опубликованную версию.
      </p>
      {await RENDER[page](editor, searchParams)}
      <LivePreviewListener />
    </>
  )
}
