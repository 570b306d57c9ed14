import type { CollectionConfig, Field, GlobalConfig, LivePreviewConfig } from 'payload'

/**
 * Drafts for what the marketing team publishes (page globals, promos, progress reports, layouts, SEO): every
 * save is a draft until «Опубликовать», autosaved as the editor types so the live preview follows; every
 * published change is kept (who, when) for comparing and restoring; a publish can be scheduled (Payload's
 * `schedulePublish` job, run by the jobs queue — see payload.config.ts).
 */
export const AUTOSAVE_INTERVAL_MS = 800
/** Versions kept per document: a year of weekly edits. */
export const MAX_VERSIONS = 50

export const draftVersions = {
  // «Сохранить черновик» stays beside «Опубликовать» even with autosave: editors asked for an explicit save.
  drafts: {
    autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true },
    // A 24-hour clock in quarter hours (Payload's default is 12-hour AM/PM in 5-minute steps); the zone is
    // Moscow's, preset in payload.config.ts (admin.timezones).
    schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 15 },
    validate: false,
  },
  max: MAX_VERSIONS,
} satisfies CollectionConfig['versions'] & GlobalConfig['versions']

/**
 * The public pages a draft can be previewed on, by key. The preview route (src/app/(site)/(default)/admin/
 * preview) renders each with the editor's drafts; the admin shows it beside the form.
 */
export const PREVIEW_PAGES = {
  main: '/',
  sunrise: '/sunrise',
  yards: '/yards',
  location: '/location',
  mortgage: '/mortgage',
  progress: '/construction-progress',
} as const
export type PreviewPage = keyof typeof PREVIEW_PAGES

/** Where the admin's live preview opens a page: the draft-mode entry, which checks the editor's session. */
export const previewUrl = (page: PreviewPage): string => `/admin/preview/enter?page=${page}`

const breakpoints: LivePreviewConfig['breakpoints'] = [
  { name: 'mobile', label: 'Телефон', width: 375, height: 812 },
  { name: 'tablet', label: 'Планшет', width: 768, height: 1024 },
  { name: 'desktop', label: 'Компьютер', width: 1440, height: 900 },
]

/** Payload's live preview of a document on one public page. */
export const livePreview = (page: PreviewPage): LivePreviewConfig => ({ url: previewUrl(page), breakpoints, openByDefault: true })

/** Who saved this version: kept in every version, so the history says who changed what, and when. */
const editedBy: Field = {
  name: 'edited_by',
  label: 'Изменил',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true, description: 'Кто сохранил эту версию' },
}

/** Stamps the saving user (an editor, or the one who scheduled a publication); a script leaves it as it was. */
const stampEditor = ({ data, req }: { data: Record<string, unknown>; req: { user?: { id?: unknown } | null } }) => {
  if (data && typeof req.user?.id === 'number') data.edited_by = req.user.id
  return data
}

/** Adds the author of each version to a document with drafts (its history then says who, not only when). */
export function withAuthor<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (typeof entity.versions !== 'object' || !entity.versions?.drafts) return entity
  const hooks = entity.hooks as { beforeChange?: unknown[] } | undefined
  return {
    ...entity,
    fields: [...entity.fields, editedBy],
    hooks: { ...entity.hooks, beforeChange: [...(hooks?.beforeChange ?? []), stampEditor] },
  } as T
}
