import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PreviewPageView, previewPageSchema } from '@/features/preview'

export const metadata: Metadata = { title: 'Предпросмотр черновика', robots: { index: false, follow: false } }

/** /admin/preview/<page> — an editor's draft of a page, framed by the admin's live preview. */
export default async function DraftPreviewRoute({
  params,
  searchParams,
}: {
  params: Promise<{ page: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const page = previewPageSchema.safeParse((await params).page)
  if (!page.success) notFound()
  return <PreviewPageView page={page.data} searchParams={await searchParams} />
}
