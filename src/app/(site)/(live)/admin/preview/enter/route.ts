import { enterPreview } from '@/features/preview'

/** GET /admin/preview/enter?page= — checks the editor's session, turns on draft mode, opens the draft view. */
export const GET = (request: Request) => enterPreview(request)
