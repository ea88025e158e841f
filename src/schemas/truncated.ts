/**
 * Why an answer is truncated, first that applies: `time` (the time budget ran out during the
 * search), `states` (the search's cap of explored states, or a line over its depth), `bytes` (the
 * outcomes found did not all fit the byte budget), `max-outcomes` (the request's maxOutcomes).
 */
export type TruncatedReason = 'time' | 'states' | 'bytes' | 'max-outcomes'
export const TRUNCATED_REASONS: readonly TruncatedReason[] = ['time', 'states', 'bytes', 'max-outcomes']

