import { z } from 'zod'

export type JsonSchema = Record<string, unknown>

const SAFE_INT = 9007199254740991

/** Removes zod's noise (±MAX_SAFE_INTEGER bounds, $schema) from a generated schema, in place. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(tidy)
  else if (node && typeof node === 'object') {
    const o = node as JsonSchema
    if (o.minimum === -SAFE_INT) delete o.minimum
    if (o.maximum === SAFE_INT) delete o.maximum
    delete o.$schema
    Object.values(o).forEach(tidy)
  }
  return node
}

/** True when zod could not say anything about a value (a transform): `{}` at the top or inside anyOf. */
function isOpaque(schema: JsonSchema): boolean {
  const keys = Object.keys(schema).filter((k) => k !== 'description' && k !== 'default')
  if (keys.length === 0) return true
  return Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some(isOpaque)
}

/**
 * Converts zod schemas to JSON Schema 2020-12 for one OpenAPI document: schemas with a meta id are
 * collected once under components.schemas and referenced from everywhere else.
 */
export class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {}

  /** The JSON Schema of a zod schema as data leaves (io 'output') or arrives (io 'input'). */
  convert(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline' }) as JsonSchema
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>
    delete json.$defs
    const rewritten = JSON.parse(JSON.stringify(tidy(json)).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema
    for (const [id, def] of Object.entries(defs)) {
      this.components[id] ??= JSON.parse(JSON.stringify(tidy(def)).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema
    }
    const id = z.globalRegistry.get(schema)?.id
    if (typeof id === 'string') {
      this.components[id] ??= rewritten
      return { $ref: `#/components/schemas/${id}` }
    }
    return rewritten
  }

  /**
   * The fields of an object schema (a query or a form), one by one: the validated shape where zod can
   * describe it, what the caller sends where it cannot (preprocessed and transformed fields), and
   * "required" only when leaving the field out fails validation.
   */
  fields(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean; description?: string }[] {
    const shape = objectShape(schema)
    return Object.entries(shape).map(([name, field]) => {
      const output = this.convert(field, 'output')
      const property = isOpaque(output) ? this.convert(field, 'input') : output
      const description = (property.description as string | undefined) ?? field.description
      return { name, schema: property, required: !field.safeParse(undefined).success, ...(description ? { description } : {}) }
    })
  }
}

/** The shape of an object schema, looking through refinements and pipes. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  let current: unknown = schema
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown } } })._zod?.def
    current = def?.in ?? def?.innerType
  }
  throw new Error('Expected an object schema')
}
