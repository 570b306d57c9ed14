/**
 * The server's logger: one JSON object per line on stdout, so a production log pipeline can parse
 * every line. Built on pino. Each line has `level` as a label ("info", "warn"…), `time` in ISO 8601, `msg`,
 * `service`, `pid` and `hostname`, plus the fields of the call, the bound context of the child logger
 * (`module`…) and the context of the request being served (`request_id`, see withLogContext). Errors under
 * `err` or `error` are serialized with type, message and stack; secrets in bound fields are redacted.
 *
 * Server-only: it writes to file descriptor 1 and uses node:async_hooks. Not marked `server-only`: the Payload
 * CLI loads it through the CMS config in plain Node, where that package throws. So this rests on where it is
 * imported from — route handlers, features' server modules, server/api, the proxy (Node.js runtime in Next.js
 * 16), instrumentation's nodejs branch and the CMS config — none of which a client component reaches.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { hostname } from 'node:os'

import { type DestinationStream, destination as fileDestination, type Logger, pino, stdSerializers, stdTimeFunctions } from 'pino'
import { build as prettyStream } from 'pino-pretty'
import { z } from 'zod'

export type { Logger } from 'pino'

/** The `service` field of every line: which application wrote it, when several share one pipeline. */
export const SERVICE = 'novaya-zarya'

/** LOG_LEVEL: the least severe level written; `silent` writes nothing. */
export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
/** LOG_FORMAT: `json` (one object per line, the default) or `pretty` (coloured text for a developer's terminal). */
export const logFormatSchema = z.enum(['json', 'pretty'])

export type LogLevel = z.infer<typeof logLevelSchema>
export type LogFormat = z.infer<typeof logFormatSchema>

/** The logging variables as serverEnv() validates them with the other settings (case-insensitive). */
export const logEnvSchema = {
  LOG_LEVEL: z.string().trim().toLowerCase().pipe(logLevelSchema).default('info'),
  LOG_FORMAT: z.string().trim().toLowerCase().pipe(logFormatSchema).default('json'),
}

/** What the root logger is built from. */
export interface LogSettings {
  level: LogLevel
  format: LogFormat
}

/**
 * Reads LOG_LEVEL (default info) and LOG_FORMAT (default json). A malformed value falls back to the default
 * and is named in `ignored`: the logger must exist before anything else can report; serverEnv() is what
 * refuses the malformed value at start, together with every other setting.
 */
export function logSettingsFromEnv(env: Record<string, string | undefined>): LogSettings & { ignored: string[] } {
  const ignored: string[] = []
  const level = logEnvSchema.LOG_LEVEL.safeParse(env.LOG_LEVEL || undefined)
  const format = logEnvSchema.LOG_FORMAT.safeParse(env.LOG_FORMAT || undefined)
  if (!level.success) ignored.push('LOG_LEVEL')
  if (!format.success) ignored.push('LOG_FORMAT')
  return { level: level.data ?? 'info', format: format.data ?? 'json', ignored }
}

/** Secrets that may sit in a bound field, at the top or up to two objects deep (an env dump, a config). */
const SECRET_KEYS = [
  'password',
  'ADMIN_PASSWORD',
  'secret',
  'PAYLOAD_SECRET',
  'LEADS_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'secretAccessKey',
  // Connection URLs carry their credentials: user:pass@host.
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'token',
  'apiKey',
]
/** Headers that carry a session, a credential or the CSRF token: as fields or inside a `headers` object. */
const HEADER_KEYS = [
  'cookie',
  'Cookie',
  'set-cookie',
  'Set-Cookie',
  'authorization',
  'Authorization',
  'proxy-authorization',
  'x-csrftoken',
  'X-CSRFToken',
]

const key = (name: string) => (/^\w+$/.test(name) ? `.${name}` : `["${name}"]`)
const at = (prefix: string, name: string) => (prefix + key(name)).replace(/^\./, '')

/** The pino redaction paths (fast-redact syntax): each key at the top and up to two objects deep. */
const REDACT_PATHS: string[] = [
  ...[...SECRET_KEYS, ...HEADER_KEYS].flatMap((name) => ['', '*', '*.*'].map((prefix) => at(prefix, name))),
  ...HEADER_KEYS.flatMap((name) => ['headers', '*.headers'].map((prefix) => at(prefix, name))),
]

export const REDACTED = '[Redacted]'

type LogContext = Record<string, unknown>

// One context store per process even when Next.js bundles this module into several chunks.
const SHARED = Symbol.for('novaya-zarya.log')
const shared = globalThis as unknown as Record<
  symbol,
  { context: AsyncLocalStorage<LogContext>; root?: Logger; access?: Logger } | undefined
>
const state = (shared[SHARED] ??= { context: new AsyncLocalStorage<LogContext>() }) as {
  context: AsyncLocalStorage<LogContext>
  root?: Logger
  access?: Logger
}

/** Options of createLogger; `destination` lets a test read the lines. */
export interface CreateLoggerOptions extends Partial<LogSettings> {
  destination?: DestinationStream
  /** Redaction of secret fields (default on). Off only for lines whose fields the caller fully controls. */
  redact?: boolean
}

/** Builds a logger with the lines, serializers and redaction described at the top of this file. */
export function createLogger({ level = 'info', format = 'json', destination, redact = true }: CreateLoggerOptions = {}): Logger {
  const pretty = format === 'pretty'
  return pino(
    {
      level,
      base: { service: SERVICE, pid: process.pid, hostname: hostname() },
      timestamp: stdTimeFunctions.isoTime,
      // pino-pretty reads the numeric level; the pipeline wants the label.
      formatters: pretty ? {} : { level: (label) => ({ level: label }) },
      serializers: { err: stdSerializers.err, error: stdSerializers.err },
      ...(redact && { redact: { paths: REDACT_PATHS, censor: REDACTED } }),
      mixin: () => state.context.getStore() ?? {},
    },
    destination ??
      (pretty
        ? prettyStream({ ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss.l', sync: true })
        : // Synchronous writes: a line is out before a crash or an exit, and lines of one process never interleave.
          fileDestination({ dest: 1, sync: true })),
  )
}

function createRootLogger(): Logger {
  const settings = logSettingsFromEnv(process.env)
  const root = createLogger({ level: settings.level, format: settings.format })
  if (settings.ignored.length > 0)
    root.warn({ variables: settings.ignored }, 'malformed logging settings ignored, defaults used (see .env.example)')
  return root
}

/** The root logger of the process (LOG_LEVEL, LOG_FORMAT). Prefer a moduleLogger in feature code. */
export const log: Logger = (state.root ??= createRootLogger())

/** A child of the root logger whose every line carries `module` and the other bound fields. */
export function moduleLogger(module: string, bindings: Record<string, unknown> = {}): Logger {
  return log.child({ module, ...bindings })
}

/**
 * The logger of the API access lines (module 'api'): the root's format and level, without the redaction pass.
 * Those lines are the most frequent of all and carry only fields the API wrapper builds itself (method, path,
 * query keys, status, duration, request id), so checking ~100 secret paths on each would be pure cost.
 */
export function accessLogger(): Logger {
  const { level, format } = logSettingsFromEnv(process.env)
  return (state.access ??= createLogger({ level, format, redact: false }).child({ module: 'api' }))
}

/**
 * Runs `fn` so that every line logged inside it, by any logger and across awaits, carries `fields`
 * (the product API binds the request id this way). Nested calls add to the outer fields.
 */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return state.context.run({ ...state.context.getStore(), ...fields }, fn)
}
