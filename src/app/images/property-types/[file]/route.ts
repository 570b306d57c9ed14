import { GLYPH_TYPES, typeGlyphSvg } from '@/features/properties'
import { endpoint, notFound } from '@/server/api'

/** /images/property-types/{type}.svg — a type's line drawing, the product image of a property without a plan. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (_request, params) => {
    const type = /^([a-z]+)\.svg$/.exec(String(params.file ?? ''))?.[1]
    if (!type || !GLYPH_TYPES.includes(type)) throw notFound('No such drawing')
    return new Response(typeGlyphSvg(type), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    })
  },
})
