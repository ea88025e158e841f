/** API keys as an admin makes, lists and revokes them (src/routes/admin-keys.ts): never a stored secret. */
import { Type } from '@sinclair/typebox'
import { KEY_NAME_PATTERN, KEY_SCOPES as SCOPES } from '../domain/vocabulary.js'

const KeyName = Type.String({ pattern: KEY_NAME_PATTERN, description: 'who holds the key: 1 to 100 letters, digits, _ . @ or -; the change log names edits by it, so a name is used once' })
const KeyScope = Type.Unsafe<(typeof SCOPES)[number]>({
  type: 'string',
  enum: [...SCOPES],
  description: 'read: may authenticate, may not write | editor: rulings, references, their links, curated behaviours | admin: also deletions, the import and the keys',
})

export const KeyCreate = Type.Object({ name: KeyName, scope: KeyScope }, { additionalProperties: false, examples: [{ name: 'alice', scope: 'editor' }] })
export const KeyParams = Type.Object({ name: KeyName }, { additionalProperties: false })

export const KeySchema = Type.Object(
  {
    name: Type.String(),
    scope: KeyScope,
    createdAt: Type.String({ format: 'date-time' }),
    revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when it was revoked; null: it works' }),
  },
  { $id: 'ApiKey' },
)
export const NewKeySchema = Type.Object(
  {
    name: Type.String(),
    scope: KeyScope,
    createdAt: Type.String({ format: 'date-time' }),
    revokedAt: Type.Null(),
    key: Type.String({ description: 'the secret, shown this once: send it as "Authorization: Bearer <key>"' }),
  },
  { $id: 'NewApiKey' },
)
export const KeyListSchema = Type.Object({ items: Type.Array(Type.Ref(KeySchema)) }, { $id: 'ApiKeyList' })
export const KEY_SCHEMAS = [KeySchema, NewKeySchema, KeyListSchema]

