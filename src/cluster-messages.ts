/** Messages between the cluster's primary and its workers (node:cluster IPC). */

/** A worker changed the stored data (an edit, an import): the primary passes it on, and every other worker drops its caches. */
export const CATALOG_CHANGED = 'rulings:catalog-changed'

/** A worker's rate-limit hits of one event-loop turn, for the primary to count (src/rate-limit.ts). */
export const RATE_LIMIT_HITS = 'rulings:rate-limit-hits'
/** The primary's counts for those hits. */
export const RATE_LIMIT_COUNTS = 'rulings:rate-limit-counts'
