/**
 * The id of the running build, baked in at build time (next.config.ts sets NEXT_PUBLIC_BUILD_ID and
 * uses the same value as Next's build id). 'development' under `next dev` and in tests.
 */
export const BUILD_ID: string = process.env.NEXT_PUBLIC_BUILD_ID || 'development'

/** Where the browser asks for the newest deployed build (SPEC §7). */
export const LATEST_BUILD_PATH = '/builds/latest.json'
