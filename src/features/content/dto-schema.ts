import type { FlattenedField } from 'payload'

import { INTERNAL_FIELDS } from './dto'

type JsonSchema = Record<string, unknown>

/** Where the OpenAPI document keeps the image schema (imageSchema's meta id). */
export const IMAGE_REF = '#/components/schemas/Image'

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] })
const many = (hasMany: boolean | undefined, item: JsonSchema): JsonSchema => (hasMany ? { type: 'array', items: item } : nullable(item))

function optionValues(options: readonly (string | { value: string })[]): string[] {
  return options.map((o) => (typeof o === 'string' ? o : o.value))
}

function fieldSchema(field: FlattenedField): JsonSchema | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return nullable({ type: 'string' })
    case 'number':
      return many(field.hasMany, { type: 'number' })
    case 'checkbox':
      return nullable({ type: 'boolean' })
    case 'date':
      return nullable({ type: 'string', format: 'date-time' })
    case 'select':
      return many(field.hasMany, { type: 'string', enum: optionValues(field.options) })
    case 'radio':
      return nullable({ type: 'string', enum: optionValues(field.options) })
    case 'point':
      return nullable({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 })
    case 'upload':
      return many(field.hasMany, { $ref: IMAGE_REF })
    case 'relationship':
      return many(field.hasMany, { type: 'integer', description: 'id' })
    case 'group':
    case 'tab':
      return fieldsJsonSchema(field.flattenedFields)
    case 'array':
      return { type: 'array', items: fieldsJsonSchema(field.flattenedFields) }
    case 'blocks':
      return {
        type: 'array',
        items: {
          oneOf: field.blocks.map((block) => {
            const schema = fieldsJsonSchema(block.flattenedFields)
            return { ...schema, properties: { blockType: { const: block.slug }, ...(schema.properties as object) } }
          }),
        },
      }
    case 'join':
      return null
    default:
      return {}
  }
}

/** JSON Schema of what mapFields makes of a document with these fields (the same walk, for the OpenAPI document). */
export function fieldsJsonSchema(fields: FlattenedField[], options: { keepId?: boolean } = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = options.keepId ? { id: { type: 'integer' } } : {}
  for (const field of fields) {
    if (!('name' in field) || field.hidden || INTERNAL_FIELDS.has(field.name)) continue
    const schema = fieldSchema(field)
    if (!schema) continue
    const label = typeof field.label === 'string' ? field.label : undefined
    properties[field.name] = label ? { ...schema, description: label } : schema
  }
  return { type: 'object', properties, required: Object.keys(properties) }
}
