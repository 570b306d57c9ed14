/**
 * The lists' rules that the server's schema and the browser's store both read, in a module without zod or the
 * store's React: the schema imports it without pulling in the client surface, and the client surface re-exports it.
 */

/** A shared collection's key, as its link carries it (?collection=). */
export const COLLECTION_KEY_PATTERN = /^[A-Za-z0-9]{8,32}$/

/** How many properties one comparison holds; the server's LIST_LIMITS.compare. */
export const COMPARE_LIMIT = 4
