/** Messages between the cluster's primary and its workers (node:cluster IPC). */

/** A worker changed the stored data (an edit, an import): the primary passes it on, and every other worker drops its caches. */
export const CATALOG_CHANGED = 'rulings:catalog-changed'
