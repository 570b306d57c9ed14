import { z } from 'zod'

import { type Breakpoints, resolveBreakpoints } from '../lib/device'
import { logEnvSchema, moduleLogger } from './log'

/** Demo defaults: they make `npm run demo` work on a fresh machine and are refused silently nowhere — see warnDemoDefaults. */
export const DEMO_DEFAULTS = {
  PAYLOAD_SECRET: 'novaya-zarya-demo-secret-change-me',
  ADMIN_EMAIL: 'admin@novaya-zarya.example',
  ADMIN_PASSWORD: 'zarya-demo-2026',
} as const

const databaseUrl = z
  .string()
  .trim()
  .refine((url) => /^(file:|postgres(ql)?:\/\/|libsql:|:memory:)/.test(url), {
    message: 'DATABASE_URL must be an SQLite "file:…" URL or a "postgres://…" URL',
  })

const breakpointWidth = z.number().int().min(0)
/** BREAKPOINTS (SPEC §9): a JSON object of widths in px, e.g. {"tablet":800}; the defaults fill what it leaves out. */
const breakpoints = z
  .string()
  .transform((json, context) => {
    try {
      return JSON.parse(json) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: 'BREAKPOINTS must be JSON such as {"tablet":768,"laptop":1280}' })
      return z.NEVER
    }
  })
  .pipe(
    z.strictObject(
      {
        mobile: breakpointWidth.optional(),
        tablet: breakpointWidth.optional(),
        laptop: breakpointWidth.optional(),
        desktop: breakpointWidth.optional(),
        ultra: breakpointWidth.optional(),
      },
      'BREAKPOINTS may set only mobile, tablet, laptop, desktop and ultra, each a whole number of px',
    ),
  )
  .transform((widths): Breakpoints => resolveBreakpoints(widths))

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: databaseUrl.default('file:./data/site.db'),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').default(DEMO_DEFAULTS.PAYLOAD_SECRET),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').default(DEMO_DEFAULTS.ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').default(DEMO_DEFAULTS.ADMIN_PASSWORD),
  /** The port `npm start` listens on; SITE_URL follows it when unset. */
  PORT: z.coerce.number('PORT must be a port number').int().min(1).max(65535).default(3000),
  /** Public address (canonical URLs, Open Graph, sitemap, feeds); parseServerEnv fills it from PORT when unset. */
  SITE_URL: z.url('SITE_URL must be an absolute URL'),
  SEED_SCALE: z.coerce.number().int().min(1).max(50).default(1),
  REDIS_URL: z.string().url().optional(),
  /** Names every Redis key and channel of this site, so several sites or test runs can share one Redis. */
  REDIS_PREFIX: z.string().min(1).max(64).default('novaya-zarya:'),
  /** Megabytes of rendered pages each server process keeps (docs/rendering.md). */
  PAGE_CACHE_MB: z.coerce.number('PAGE_CACHE_MB must be a number of megabytes').int().min(0).max(65_536).default(128),
  /** A CDN's purge API, POSTed to when the public content changes (docs/rendering.md). */
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: 'CDN_PURGE_URL must be an http(s) URL' }).optional(),
  CDN_PURGE_TOKEN: z.string().trim().min(1).optional(),
  MEDIA_DIR: z.string().default('media'),
  /** The device breakpoints the browser's device store measures against (src/ui/shared/device.tsx). */
  BREAKPOINTS: breakpoints.default(resolveBreakpoints()),
  /** Media storage (README "Media storage"): an S3-compatible bucket instead of MEDIA_DIR when S3_BUCKET is set. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots, dashes)')
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region id such as us-east-1 or ru-central1')
    .default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as https://storage.yandexcloud.net' })
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['1', 'true', '0', 'false'], 'S3_FORCE_PATH_STYLE must be 1/true or 0/false')
    .default('0')
    .transform((flag) => flag === '1' || flag === 'true'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/, 'S3_PREFIX must be a folder path such as media or sites/zarya/media'))
    .optional(),
  /** Yandex Maps JS API key: with it /location shows the interactive map, without it the offline schematic. */
  YANDEX_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]+$/, 'YANDEX_MAPS_API_KEY must be a Yandex API key (letters, digits, dashes)')
    .optional(),
  /** Lead delivery (README "Lead delivery"): a CRM webhook, signed with the shared secret. */
  LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'LEADS_WEBHOOK_URL must be an http(s) URL' }).optional(),
  LEADS_WEBHOOK_SECRET: z.string().min(16, 'LEADS_WEBHOOK_SECRET must be at least 16 characters').optional(),
  /** Lead delivery by e-mail: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s/]+/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  LEADS_EMAIL_TO: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('LEADS_EMAIL_TO must be e-mail addresses separated by commas')).min(1))
    .optional(),
  LEADS_EMAIL_FROM: z.string().trim().min(3).optional(),
  /** Bitrix24 (README «Подключение CRM»): an incoming webhook with the CRM scope; its URL holds a secret token. */
  BITRIX24_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'BITRIX24_WEBHOOK_URL must be an http(s) URL' })
    .regex(/\/rest\/\d+\/[^/]+\/?$/, 'BITRIX24_WEBHOOK_URL must be an incoming webhook such as https://portal.bitrix24.ru/rest/1/abc123/')
    .optional(),
  BITRIX24_SOURCE_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,50}$/, 'BITRIX24_SOURCE_ID must be a source id such as WEB')
    .optional(),
  BITRIX24_ASSIGNED_BY_ID: z.coerce.number('BITRIX24_ASSIGNED_BY_ID must be a user id').int().positive().optional(),
  BITRIX24_DUPLICATES: z.enum(['comment', 'new'], 'BITRIX24_DUPLICATES must be comment or new').default('comment'),
  /** amoCRM: the account address and a private integration's long-lived token. */
  AMOCRM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'AMOCRM_BASE_URL must be an http(s) URL such as https://example.amocrm.ru' })
    .optional(),
  AMOCRM_TOKEN: z.string().trim().min(20, 'AMOCRM_TOKEN must be a long-lived token').optional(),
  AMOCRM_PIPELINE_ID: z.coerce.number('AMOCRM_PIPELINE_ID must be a pipeline id').int().positive().optional(),
  /** Seconds between outbox sweeps on this instance; 0 turns this instance's delivery worker off. */
  DELIVERY_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** Attempts before a lead is marked failed (a manager can set it back to pending). */
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** Backups (README "Backups"): the folder `npm run backup` writes to, unless BACKUP_S3_BUCKET names a bucket. */
  BACKUP_DIR: z.string().trim().min(1).default('backups'),
  /** How many backups the daily job keeps (older ones are deleted after a successful backup). */
  BACKUP_KEEP: z.coerce.number('BACKUP_KEEP must be a whole number').int().min(1).max(365).default(7),
  /** When the daily backup runs (Payload jobs cron, seconds first, server time: Moscow unless TZ is set), or `off`. */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^(off|(\S+\s+){4,5}\S+)$/, 'BACKUP_CRON must be a cron such as "0 0 3 * * *" (03:00 daily) or off')
    .default('0 0 3 * * *'),
  /** Backups in an S3-compatible bucket (region, endpoint and keys as for media) instead of BACKUP_DIR. */
  BACKUP_S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'BACKUP_S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots, dashes)')
    .optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .trim()
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/, 'BACKUP_S3_PREFIX must be a folder path such as backups'))
    .default('backups'),
  /** Logging (README "Logs"): LOG_LEVEL (default info, `silent` allowed) and LOG_FORMAT (json, or pretty). */
  ...logEnvSchema,
})

/** A sink needs its companion variable: an unsigned webhook or an e-mail without a recipient is a setup mistake. */
const checkedServerEnvSchema = serverEnvSchema.superRefine((env, context) => {
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['LEADS_WEBHOOK_SECRET'],
      message: 'LEADS_WEBHOOK_SECRET is required with LEADS_WEBHOOK_URL (the webhook is signed)',
    })
  if (env.SMTP_URL && !env.LEADS_EMAIL_TO)
    context.addIssue({
      code: 'custom',
      path: ['LEADS_EMAIL_TO'],
      message: 'LEADS_EMAIL_TO is required with SMTP_URL (whom to send the leads to)',
    })
  if (Boolean(env.AMOCRM_BASE_URL) !== Boolean(env.AMOCRM_TOKEN))
    context.addIssue({
      code: 'custom',
      path: [env.AMOCRM_BASE_URL ? 'AMOCRM_TOKEN' : 'AMOCRM_BASE_URL'],
      message: 'AMOCRM_BASE_URL and AMOCRM_TOKEN go together',
    })
  // Bucket settings without a bucket would silently keep media on the local disk of each instance.
  for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const)
    if (env[key] && !env.S3_BUCKET && !(key !== 'S3_PREFIX' && env.BACKUP_S3_BUCKET))
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `S3_BUCKET is required with ${key}` })
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or set neither for the AWS default credentials)',
    })
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

/** The public address of a server without SITE_URL: this machine on the port it listens on. */
export function defaultSiteUrl(port: string | number | undefined): string {
  return `http://localhost:${port || 3000}`
}

/** Parses an environment; throws one readable error listing every bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const cleaned: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  )
  // Without SITE_URL, absolute URLs (canonical, og:url, sitemap, feed) name the port the server really uses.
  cleaned.SITE_URL ??= defaultSiteUrl(cleaned.PORT)
  const result = checkedServerEnvSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`)
  }
  return result.data
}

/** Names of secrets still at their published demo value. */
export function demoDefaultsInUse(env: ServerEnv): string[] {
  return (Object.keys(DEMO_DEFAULTS) as (keyof typeof DEMO_DEFAULTS)[]).filter((key) => env[key] === DEMO_DEFAULTS[key])
}

let cached: ServerEnv | undefined
// Once per process, though Next.js bundles this module into several chunks, each with its own `cached`.
const WARNED = Symbol.for('novaya-zarya.demo-defaults-warned')
const flags = globalThis as unknown as Record<symbol, boolean | undefined>

/** The validated server environment (parsed once per process). */
export function serverEnv(): ServerEnv {
  if (!cached) {
    cached = parseServerEnv(process.env)
    const defaults = demoDefaultsInUse(cached)
    if (!flags[WARNED] && cached.NODE_ENV === 'production' && defaults.length > 0 && process.env.DEMO_MODE !== '1') {
      flags[WARNED] = true
      moduleLogger('env').warn(
        { variables: defaults },
        `${defaults.join(', ')} ${defaults.length > 1 ? 'are' : 'is'} still the public demo default: anyone can read these values in the README. Set real secrets before exposing this site.`,
      )
    }
  }
  return cached
}

/** True when DATABASE_URL points at PostgreSQL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}
