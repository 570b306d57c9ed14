import sanitize from 'sanitize-html'

/** Markup editors may use in rich descriptions (offer descriptions, FAQ answers): text structure and links only. */
const HTML_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the opener to the target page.
  transformTags: {
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  nonBooleanAttributes: ['*'],
}

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'symbol',
]

/** Geometry and presentation attributes only: no event handlers, no href of any kind, no inline style. */
const SVG_ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'id',
  'class',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'preserveAspectRatio',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'role',
  'aria-hidden',
  'aria-label',
  'focusable',
  'vector-effect',
  'shape-rendering',
]

/** url(…) in a presentation attribute may only point inside the same SVG (url(#gradient)). */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i

const SVG_OPTIONS: sanitize.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  // SVG is case-sensitive (viewBox, linearGradient): keep the names as written.
  parser: { lowerCaseTags: false, lowerCaseAttributeNames: false },
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([, value]) => !EXTERNAL_URL.test(value))),
    }),
  },
  nonBooleanAttributes: ['*'],
}

/** Editor HTML reduced to a small safe tag set: no scripts, handlers, styles or javascript: links. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  return sanitize(html, HTML_OPTIONS).trim()
}

/** Inline SVG reduced to shapes, text and gradients with presentation attributes; anything else is dropped. */
export function sanitizeSvg(svg: string | null | undefined): string {
  if (!svg) return ''
  const clean = sanitize(svg, SVG_OPTIONS).trim()
  // Whatever survives must still be one SVG document, or the icon is not usable at all.
  return /^<svg[\s>]/.test(clean) ? clean : ''
}
