import { z } from 'zod'

import { operation } from '@/server/api/operation'

const pagePath = z.string().trim().min(1).max(2048)
const seoRecord = z
  .object({
    slug: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    meta_tags: z.array(z.object({ name: z.string(), content: z.string().optional(), image: z.string().optional().describe('Image URL') })),
  })
  .meta({ id: 'SeoRecord' })

/** SEO records (SPEC §7 /api/seo/). */
export const seoOperations = {
  records: operation({
    method: 'GET',
    path: '/api/seo/',
    tag: 'Site',
    summary: 'SEO records: all of them, or the one of a page',
    description: 'Without a query: the list of every SEO record. With slug (or path): that page’s record, or 404.',
    query: z.object({
      slug: pagePath.optional().describe('Page slug, e.g. / or /flats'),
      path: pagePath.optional().describe('Alternative to slug'),
    }),
    response: {
      description: 'The record (slug, title, description, meta_tags) of the page asked for, or the list of every record',
      schema: z.union([seoRecord, z.array(seoRecord)]),
    },
    errors: [400, 404],
    example: '/api/seo/?slug=/',
  }),
}
