/** The client-safe surface of favorites: what a browser island may import without the server's queries. */

/** A shared collection's key, as its link carries it (?collection=). */
export const COLLECTION_KEY_PATTERN = /^[A-Za-z0-9]{8,32}$/

/** How many properties one comparison holds (issue 18); the server's LIST_LIMITS.compare. */
export const COMPARE_LIMIT = 4
