import type { DocumentViewServerProps } from 'payload'

import styles from './versions-view.module.css'
import { moscowDateTime } from './moscow-time'

/** How many versions the history lists (versions/index.ts keeps at most 50 per document). */
const SHOWN = 50

type Person = { name?: string | null; email?: string | null }
type Row = { id: number | string; updatedAt: string; autosave?: boolean | null; version: { _status?: string | null; edited_by?: unknown } }

const authorOf = (person: unknown) =>
  typeof person === 'object' && person ? (person as Person).name || (person as Person).email || '—' : '—'

function statusOf(row: Row): string {
  if (row.version._status === 'published') return 'Опубликована'
  return row.autosave ? 'Черновик (автосохранение)' : 'Черновик'
}

/**
 * «История версий» with who saved each version, in Moscow time. Payload's list has no author column (only a
 * version id), and opening a version compares it with the one before it — the link says so explicitly, so a
 * comparison never starts against nothing, with every field shown as changed.
 */
export async function VersionsWithAuthors({ initPageResult }: DocumentViewServerProps) {
  const { req, collectionConfig, globalConfig, docID } = initPageResult
  const admin = req.payload.config.routes.admin
  const query = { sort: '-updatedAt', limit: SHOWN, depth: 1, overrideAccess: false, user: req.user, req } as const
  const found = collectionConfig
    ? await req.payload.findVersions({ collection: collectionConfig.slug, where: { parent: { equals: docID } }, ...query })
    : globalConfig
      ? await req.payload.findGlobalVersions({ slug: globalConfig.slug, ...query })
      : { docs: [] }
  const rows = found.docs as unknown as Row[]
  const base = collectionConfig
    ? `${admin}/collections/${collectionConfig.slug}/${docID}/versions`
    : `${admin}/globals/${globalConfig?.slug}/versions`
  return (
    <div className={styles.history}>
      {rows.length === 0 ? (
        <p>Версий пока нет: они появятся после первого сохранения.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Когда (МСК)</th>
              <th scope="col">Кто изменил</th>
              <th scope="col">Статус</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const previous = rows[index + 1]
              const href = `${base}/${row.id}${previous ? `?versionFrom=${previous.id}` : ''}`
              return (
                <tr key={row.id}>
                  <td>
                    <a href={href}>{moscowDateTime(row.updatedAt)}</a>
                  </td>
                  <td>{authorOf(row.version.edited_by)}</td>
                  <td>{statusOf(row)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </div>
  )
}
