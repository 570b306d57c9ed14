/** The live preview of drafts: the draft-mode entry and the draft view of a page. Server-only. */
export { enterPreview } from './enter'
export { PreviewPageView } from './preview-page'
export { previewPageSchema, previewPath, type PreviewPage } from './preview.schema'
export { previewEditor } from './viewer'
