import { z } from 'zod'

import { PREVIEW_PAGES, type PreviewPage } from '@/cms/versions'

const keys = Object.keys(PREVIEW_PAGES) as [PreviewPage, ...PreviewPage[]]

/** A page the admin's live preview can show a draft on (`main`, `sunrise`, …). */
export const previewPageSchema = z.enum(keys, { error: 'Неизвестная страница предпросмотра' })

/** GET /admin/preview/enter?page=… */
export const enterQuerySchema = z.object({ page: previewPageSchema })

/** The draft view of a page, as the entry sends the browser there (`entered` stops a redirect loop without draft mode). */
export const previewPath = (page: PreviewPage): string => `/admin/preview/${page}?entered`

export type { PreviewPage }
