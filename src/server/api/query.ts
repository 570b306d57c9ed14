import 'server-only'

import { z } from 'zod'

import { ApiError } from './errors'

/** Turns zod issues into `fields` of the error answer: { field: [messages] }. */
export function zodFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}

/** Validates input with a schema; a failure becomes a 400 validation_error with per-field messages. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, what = 'Invalid input'): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ApiError(400, 'validation_error', what, zodFields(result.error))
  return result.data
}

/**
 * Reads URLSearchParams into a plain object: a key given once is a string, a repeated key an array;
 * comma-separated values stay strings (schemas split them with `list()`).
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    out[key] = values.length > 1 ? values : values[0]!
  }
  return out
}

/** Validates a query string against a schema. */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.infer<S> {
  return validate(schema, searchParamsToObject(params), 'Invalid query parameters')
}

/** Query helpers: lists accept `a=1&a=2` and `a=1,2`; numbers are coerced from strings. */
export const q = {
  list: <T extends z.ZodType>(item: T) =>
    z
      .union([z.string(), z.array(z.string())])
      .transform((v) =>
        (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      )
      // Items see strings; the cast tells zod so (coercing item schemas accept unknown input).
      .pipe(z.array(item).max(100) as unknown as z.ZodType<z.output<T>[], string[]>),
  number: () => z.coerce.number().finite(),
  int: () => z.coerce.number().int(),
  bool: () => z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v)),
  limit: (fallback: number, max = 200) => z.coerce.number().int().min(1).max(max).default(fallback),
  offset: () => z.coerce.number().int().min(0).max(1_000_000).default(0),
}
