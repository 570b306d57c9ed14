import type { CollectionConfig, EditConfig, Field, GlobalConfig } from 'payload'

const PUBLISH_BUTTON = '/cms/admin/publish-button#PublishButton'
/** «История версий» with each version's author (versions-view.tsx). */
const VERSIONS_VIEW = { Component: '/cms/admin/versions-view#VersionsWithAuthors' }

const ROW_TITLE = '/cms/admin/row-title#RowTitle'

/** Every array in these fields, at any depth, headed by its rows' own titles (row-label.ts) unless it has its own. */
function withRowTitles(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withRowTitles(tab.fields) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withRowTitles(block.fields) })) }
    if (!('fields' in field)) return field
    const inner = { ...field, fields: withRowTitles(field.fields) } as Field
    if (inner.type !== 'array' || inner.admin?.components?.RowLabel) return inner
    const singular = typeof inner.labels?.singular === 'string' ? inner.labels.singular : 'Пункт'
    return {
      ...inner,
      admin: { ...inner.admin, components: { ...inner.admin?.components, RowLabel: { path: ROW_TITLE, clientProps: { singular } } } },
    }
  })
}

const hasScheduling = (entity: CollectionConfig | GlobalConfig): boolean =>
  typeof entity.versions === 'object' && typeof entity.versions.drafts === 'object' && Boolean(entity.versions.drafts.schedulePublish)

/*
 * What every screen of the admin gets:
 * - no «API» tab: a JSON dump of the document in English is a developer's tool, not a manager's (the REST API
 *   itself stays, /cms-api);
 * - where versions are kept, a history that names who saved each version;
 * - where a publication can be scheduled, the office's «Опубликовать» (publish-button.tsx), whose dialog plans
 *   in Moscow time on a 24-hour clock. A collection's document buttons live under `edit`, a global's under `elements`;
 * - lists whose rows are headed by what they say («2. Парковка у дома»), not «Пункт 02».
 */

export function collectionAdmin(collection: CollectionConfig): CollectionConfig {
  const admin: CollectionConfig['admin'] = { ...collection.admin, hideAPIURL: true }
  if (collection.versions) {
    const views = admin.components?.views
    admin.components = { ...admin.components, views: { ...views, edit: { ...views?.edit, versions: VERSIONS_VIEW } as EditConfig } }
  }
  if (hasScheduling(collection)) {
    admin.components = { ...admin.components, edit: { ...admin.components?.edit, PublishButton: PUBLISH_BUTTON } }
  }
  return { ...collection, admin, fields: withRowTitles(collection.fields) }
}

export function globalAdmin(global: GlobalConfig): GlobalConfig {
  const admin: GlobalConfig['admin'] = { ...global.admin, hideAPIURL: true }
  if (global.versions) {
    const views = admin.components?.views
    admin.components = { ...admin.components, views: { ...views, edit: { ...views?.edit, versions: VERSIONS_VIEW } as EditConfig } }
  }
  if (hasScheduling(global)) {
    admin.components = { ...admin.components, elements: { ...admin.components?.elements, PublishButton: PUBLISH_BUTTON } }
  }
  return { ...global, admin, fields: withRowTitles(global.fields) }
}
