import type { CollectionSlug, Endpoint, Sort, Where } from 'payload'

import { type CsvColumn, toCsv } from './csv'

/** What a collection exports: its columns and the fields the list's search box looks in. */
export interface CsvExport<Row> {
  collection: CollectionSlug
  /** The file name without date and extension, e.g. 'leads'. */
  filename: string
  columns: readonly CsvColumn<Row>[]
  searchFields: readonly string[]
  /** 1 populates relationships (a lead's property) so a column can show its code. */
  depth?: number
}

const jsonError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } })

const isWhere = (value: unknown): value is Where => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The list view's query (its filters, search box and sort, as the admin keeps them in the URL) as a Local API query. */
function listQuery(query: Record<string, unknown>, searchFields: readonly string[]): { where: Where; sort: Sort } {
  const parts: Where[] = []
  if (isWhere(query.where) && Object.keys(query.where).length > 0) parts.push(query.where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) parts.push({ or: searchFields.map((field) => ({ [field]: { like: search } })) })
  const sort = typeof query.sort === 'string' && /^-?[\w.]+$/.test(query.sort) ? query.sort : '-createdAt'
  return { where: parts.length > 0 ? { and: parts } : {}, sort }
}

/**
 * GET /cms-api/<collection>/export.csv: every row matching the list's current filters, as a CSV file Russian
 * Excel opens directly. Staff only: the request must carry an admin session (cookie or JWT header), and the
 * query runs with that user's access, so it can never show more than the list does.
 */
export function csvExportEndpoint<Row>(spec: CsvExport<Row>): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return jsonError(401, 'unauthorized', 'Войдите в админку, чтобы выгрузить CSV')
      const { where, sort } = listQuery((req.query ?? {}) as Record<string, unknown>, spec.searchFields)
      let rows: Row[]
      try {
        const result = await req.payload.find({
          collection: spec.collection,
          where,
          sort,
          depth: spec.depth ?? 0,
          pagination: false,
          overrideAccess: false,
          req,
        })
        rows = result.docs as Row[]
      } catch (error) {
        // Payload rejects a filter on an unknown field or a value of the wrong kind (QueryError, ValidationError).
        const name = (error as { name?: string })?.name ?? ''
        if (/QueryError|ValidationError|Forbidden/.test(name)) return jsonError(400, 'invalid_query', 'Фильтр выгрузки не распознан')
        throw error
      }
      const day = new Date().toISOString().slice(0, 10)
      return new Response(toCsv(spec.columns, rows), {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${spec.filename}-${day}.csv"`,
          'cache-control': 'no-store',
          'x-export-rows': String(rows.length),
        },
      })
    },
  }
}
