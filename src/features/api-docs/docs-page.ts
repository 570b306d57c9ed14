import type { JsonSchema } from './json-schema'

type Components = Record<string, JsonSchema>
type Operation = {
  tags?: string[]
  summary?: string
  description?: string
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
  'x-example'?: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Escaped text with `code` and _emphasis_ spans (the only markdown the descriptions use). */
const inline = (text = '') =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/(^|\s)_([^_]+)_(?=\s|$|[.,])/g, '$1<em>$2</em>')

const refName = (ref: string) => ref.split('/').pop()!

function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return 'any'
  if (typeof schema.$ref === 'string') return refName(schema.$ref)
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeLabel).join(' | ')
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as JsonSchema[]).map(typeLabel).join(' | ')
  if (schema.type === 'array') return `${typeLabel(schema.items as JsonSchema)}[]`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return typeof schema.type === 'string' ? schema.type : 'any'
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = []
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`)
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`)
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`)
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`)
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`)
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`)
  return parts.join(', ')
}

/** A plausible example value for a schema, so every endpoint shows the shape of its answer. */
function sample(schema: JsonSchema | undefined, components: Components, depth = 0): unknown {
  if (!schema || depth > 8) return null
  if (typeof schema.$ref === 'string') return sample(components[refName(schema.$ref)], components, depth + 1)
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if ('const' in schema) return schema.const
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], components, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, sample(v, components, depth + 1)]))
    }
    case 'array':
      return [sample(schema.items as JsonSchema, components, depth + 1)]
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0
    case 'boolean':
      return false
    case 'string':
      return schema.format === 'date-time' ? '2026-01-01T00:00:00.000Z' : 'string'
    default:
      return null
  }
}

const table = (head: string[], rows: string[][]) =>
  rows.length
    ? `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`
    : ''

function fieldRows(fields: { name: string; where?: string; required?: boolean; description?: string; schema: JsonSchema }[]) {
  return fields.map((f) => [
    `<code>${escapeHtml(f.name)}</code>${f.required ? ' <span class="req">обязательный</span>' : ''}`,
    ...(f.where ? [escapeHtml(f.where)] : []),
    `<code>${escapeHtml(typeLabel(f.schema))}</code>`,
    inline([f.description ?? (f.schema.description as string | undefined), constraints(f.schema)].filter(Boolean).join(' — ')),
  ])
}

function renderOperation(method: string, path: string, op: Operation, components: Components): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')
  const params = op.parameters ?? []
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined
  const bodyFields = body
    ? Object.entries((body.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
        name,
        schema,
        required: ((body.required as string[] | undefined) ?? []).includes(name),
      }))
    : []
  const [okStatus, ok] = Object.entries(op.responses)[0]!
  const okContent = ok.content ? Object.entries(ok.content)[0] : undefined
  const errors = Object.entries(op.responses).slice(1)
  const example =
    method === 'get'
      ? `curl '${op['x-example'] ?? path}'`
      : `curl -X ${method.toUpperCase()} '${path}' \\\n  -H 'X-CSRFToken: <csrftoken>' -b 'csrftoken=<csrftoken>'${
          bodyFields.length
            ? ` \\\n${bodyFields
                .filter((f) => f.required || f.name === 'type')
                .map(
                  (f) =>
                    `  -F '${f.name}=${f.name === 'phone' ? '+7 999 123-45-67' : f.name === 'email' ? 'olga@example.ru' : f.name === 'name' ? 'Ольга' : String(sample(f.schema, components))}'`,
                )
                .join(' \\\n')}`
            : ''
        }`
  const responseExample =
    okContent && okContent[0] === 'application/json'
      ? JSON.stringify(sample(okContent[1].schema, components), null, 2)
      : okContent
        ? `(${okContent[0]})`
        : ''
  return `<section class="op" id="${id}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p class="summary">${inline(op.summary)}</p>
  ${op.description ? `<p>${inline(op.description).replace(/\n\n/g, '</p><p>')}</p>` : ''}
  ${params.length ? `<h4>Параметры</h4>${table(['Имя', 'Где', 'Тип', 'Описание'], fieldRows(params.map((p) => ({ ...p, where: p.in }))))}` : ''}
  ${bodyFields.length ? `<h4>Тело запроса</h4><p class="muted">${Object.keys(op.requestBody!.content).join(', ')}</p>${table(['Поле', 'Тип', 'Описание'], fieldRows(bodyFields))}` : ''}
  <h4>Пример запроса</h4><pre>${escapeHtml(example)}</pre>
  <h4>Ответ ${escapeHtml(okStatus)}: ${inline(ok.description)}</h4>${okContent ? `<p class="muted">Тип: <code>${escapeHtml(typeLabel(okContent[1].schema))}</code></p>` : ''}
  ${responseExample ? `<details><summary>Пример ответа</summary><pre>${escapeHtml(responseExample)}</pre></details>` : ''}
  ${errors.length ? `<p class="muted">Ошибки: ${errors.map(([s, r]) => `<abbr title="${escapeHtml(r.description)}">${s}</abbr>`).join(', ')}</p>` : ''}
</section>`
}

const STYLE = `
:root{color-scheme:light;--ink:#14213d;--muted:#5b6475;--line:#e3e6ec;--accent:#e8684a}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fafbfc}
main{max-width:1040px;margin:0 auto;padding:32px 20px 80px}h1{font-size:2rem;margin:0 0 8px}h2{margin:48px 0 8px;padding-top:8px;border-top:2px solid var(--ink)}
h3{margin:0 0 4px;font-size:1.1rem;word-break:break-all}h4{margin:16px 0 6px;font-size:.95rem}
.op{background:#fff;border:1px solid var(--line);border-radius:12px;padding:20px;margin:16px 0}.summary{margin:4px 0 8px;font-weight:600}
.method{display:inline-block;min-width:64px;text-align:center;padding:2px 8px;border-radius:6px;color:#fff;font-size:.8rem;font-weight:700}
.get{background:#2c6e49}.post{background:#c2410c}.delete{background:#b91c1c}code{font:0.9em ui-monospace,SFMono-Regular,Menlo,monospace}
pre{background:#0f172a;color:#e2e8f0;padding:12px 14px;border-radius:8px;overflow:auto;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line)}
th{color:var(--muted);font-weight:600}.req{color:var(--accent);font-size:.75rem}.muted{color:var(--muted);font-size:.9rem}
nav ul{columns:2;padding-left:18px}a{color:#1d4ed8}a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
@media (max-width:720px){nav ul{columns:1}}`

/** The readable API documentation: a static, script-free HTML page rendered from the OpenAPI document. */
export function renderDocsPage(document: JsonSchema): string {
  const info = document.info as { title: string; version: string; description: string }
  const paths = document.paths as Record<string, Record<string, Operation>>
  const components = ((document.components as { schemas?: Components } | undefined)?.schemas ?? {}) as Components
  const byTag = new Map<string, string[]>()
  const toc = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other'
      ;(byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(renderOperation(method, path, op, components))
      const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')
      ;(toc.get(tag) ?? toc.set(tag, []).get(tag)!).push(
        `<li><a href="#${id}">${method.toUpperCase()} ${escapeHtml(path)}</a> — ${inline(op.summary)}</li>`,
      )
    }
  }
  const sections = [...byTag]
    .map(([tag, ops]) => `<h2 id="tag-${tag.replace(/\W+/g, '-')}">${escapeHtml(tag)}</h2>${ops.join('\n')}`)
    .join('\n')
  const nav = [...toc].map(([tag, items]) => `<h4>${escapeHtml(tag)}</h4><ul>${items.join('')}</ul>`).join('')
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)} — документация</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(info.title)}</h1>
<p class="muted">Версия ${escapeHtml(info.version)} · <a href="/api/openapi.json">openapi.json</a> (OpenAPI 3.1)</p>
<p>${inline(info.description)}</p>
<nav aria-label="Содержание">${nav}</nav>
${sections}
</main></body></html>`
}
