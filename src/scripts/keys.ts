/**
 * npm run keys -- create --scope editor --name alice   prints a new key (shown once)
 * npm run keys -- revoke --name alice
 * npm run keys -- list
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { openConfiguredDatabaseOrExit } from '../db/open.js'
import { createKey, listKeys, revokeKey, SCOPES, type Scope } from '../editors/keys.js'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, scope: { type: 'string' } } })
const command = positionals[0]
if (!['create', 'revoke', 'list'].includes(command ?? '')) {
  console.error('usage: npm run keys -- create --scope editor|admin|read --name NAME | revoke --name NAME | list')
  process.exit(2)
}
const { db } = await openConfiguredDatabaseOrExit(loadConfig())
try {
  if (command === 'create') {
    const scope = (values.scope ?? 'editor') as Scope
    if (!SCOPES.includes(scope)) throw new Error(`--scope must be one of ${SCOPES.join(', ')}`)
    if (!values.name) throw new Error('--name is required')
    const key = await createKey(db.prisma, values.name, scope)
    console.log(`key for ${values.name} (${scope}), shown once; send it as "Authorization: Bearer <key>":\n${key}`)
  } else if (command === 'revoke') {
    if (!values.name) throw new Error('--name is required')
    console.log((await revokeKey(db.prisma, values.name)) ? `revoked ${values.name}` : `no live key named ${values.name}`)
  } else {
    for (const key of await listKeys(db.prisma)) console.log(`${key.name}\t${key.scope}\tcreated ${key.createdAt.toISOString()}${key.revokedAt ? `\trevoked ${key.revokedAt.toISOString()}` : ''}`)
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await db.close()
}
