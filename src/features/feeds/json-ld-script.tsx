/** The <script type="application/ld+json"> element of a JSON-LD document. */

/**
 * JSON for an inline script: '<', '>' and '&' as \u escapes, so no value ('</script>' in a CMS text) can
 * close the element or open markup; U+2028/2029 escaped for old JSON-in-HTML parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Renders structured data. A data block is never executed, so the page's nonce-based CSP does not apply
 * to it and it needs no nonce.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
