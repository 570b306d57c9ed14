import 'server-only'

import { draftMode } from 'next/headers'

import { json, toErrorResponse, validate } from '@/server/api'

import { enterQuerySchema, previewPath } from './preview.schema'
import { previewEditor } from './viewer'

/**
 * GET /admin/preview/enter?page=main — the live preview's entry (the URL the admin frames): checks the editor's
 * session, turns on Next's draft mode for this browser (so no cache serves or stores what follows) and sends
 * it to the draft view of the page. Anyone else gets a 403 and draft mode turned off.
 */
export async function enterPreview(request: Request): Promise<Response> {
  try {
    const query = validate(enterQuerySchema, Object.fromEntries(new URL(request.url).searchParams), 'Неверный адрес предпросмотра')
    const draft = await draftMode()
    if (!(await previewEditor(request.headers))) {
      draft.disable()
      return json(
        { error: { code: 'forbidden', message: 'Предпросмотр черновиков доступен редакторам: войдите в админку' } },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      )
    }
    draft.enable()
    return new Response(null, { status: 307, headers: { location: previewPath(query.page), 'cache-control': 'no-store' } })
  } catch (error) {
    return toErrorResponse(error)
  }
}
