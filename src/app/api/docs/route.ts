import { docsOperations, getOpenApiDocument, renderDocsPage } from '@/features/api-docs'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(
    docsOperations.page,
    async () =>
      new Response(renderDocsPage(await getOpenApiDocument()), {
        // The page is static HTML: no script may run on it, whatever a description contains.
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
        },
      }),
  ),
})
