/**
 * Who is writing, and against which version: the API key of the Authorization header (REST and
 * GraphQL read the same header) and the version an edit was made against (If-Match in REST,
 * expectedVersion in GraphQL).
 */
import type { PrismaClient } from '../generated/prisma/client.js'
import { ApiError, versionRequired } from '../errors.js'
import { authenticate, type KeyHolder, type Scope } from './keys.js'

const RANK: Record<Scope, number> = { read: 0, editor: 1, admin: 2 }

/**
 * The holder of the key, with at least `scope`: 401 without a valid key, 403 below the scope.
 * `lookup`: where keys are found (default the database; an import on the embedded database, which
 * holds its one connection, checks a copy of the keys taken as it started).
 */
export async function authorize(
  prisma: PrismaClient,
  authorization: string | undefined,
  scope: Scope,
  lookup: (key: string) => Promise<KeyHolder | null> = (key) => authenticate(prisma, key),
): Promise<KeyHolder> {
  const key = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined
  const found = key ? await lookup(key) : null
  if (!found) throw new ApiError(401, 'UNAUTHORIZED', 'writes need an API key: send "Authorization: Bearer <key>" (npm run keys -- create)')
  if (RANK[found.scope] < RANK[scope]) throw new ApiError(403, 'FORBIDDEN', `this key's scope is ${found.scope}; this write needs ${scope}`)
  return found
}

/**
 * The version an edit was made against, from If-Match: the version ("3", 3, W/"3") or the ETag a
 * GET of the ruling or reference served ("3-<hash>": the version, then a hash of that
 * representation, which may be in any language or format, so only the version is compared); 428
 * when absent.
 */
export function versionFromIfMatch(header: string | string[] | undefined, what = 'the ruling'): number {
  const match = typeof header === 'string' ? IF_MATCH.exec(header) : null
  if (!match) throw versionRequired(what)
  return Number(match[1])
}

/** An If-Match as the edits take it (the document states it: IfMatchHeaders). */
export const IF_MATCH_PATTERN = '^\\s*(?:W/)?"?(\\d{1,9})(?:-[A-Za-z0-9+/=_-]{1,100})?"?\\s*$'
const IF_MATCH = new RegExp(IF_MATCH_PATTERN)

/** The ETag of a GET of something editable: its version first, so that If-Match can send it back as it came. */
export const versionedEtag = (version: number, representationHash: string) => `"${version}-${representationHash}"`
