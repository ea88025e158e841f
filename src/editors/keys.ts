/**
 * API keys for writes. A key is shown once when created; only its SHA-256 is stored, so a leaked
 * database does not leak keys. Scopes: read (may authenticate, may not write), editor (rulings,
 * their references and card links), admin (also deletions).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { PrismaClient } from '../generated/prisma/client.js'
import { KEY_NAME_PATTERN, KEY_SCOPES, type KeyScope } from '../domain/vocabulary.js'
import { EDIT_TRANSACTION } from './write.js'

export const SCOPES = KEY_SCOPES
export type Scope = KeyScope

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex')

export interface KeyHolder {
  name: string
  scope: Scope
}

export { KEY_NAME_PATTERN }

/** A key as listed: never its secret, which is shown once, when it is made. */
export interface KeyRecord {
  name: string
  scope: string
  createdAt: Date
  revokedAt: Date | null
}
const RECORD = { name: true, scope: true, createdAt: true, revokedAt: true } as const

export class KeyNameTakenError extends Error {
  constructor(readonly keyName: string) {
    super(`a key named ${JSON.stringify(keyName)} exists (revoked or not): the change log names edits by key name, so each name is used once`)
  }
}

export class LastAdminKeyError extends Error {
  constructor(readonly keyName: string) {
    super(`${JSON.stringify(keyName)} is the last admin key not revoked: make another admin key first, or no one could make keys through the API`)
  }
}

/** A new key, with its secret (shown once: only its SHA-256 is stored). */
export async function createKeyRecord(prisma: PrismaClient, name: string, scope: Scope): Promise<KeyRecord & { key: string }> {
  if (!new RegExp(KEY_NAME_PATTERN).test(name)) throw new Error('a key name is 1 to 100 letters, digits, _ . @ or -')
  if (!SCOPES.includes(scope)) throw new Error(`scope must be one of ${SCOPES.join(', ')}`)
  const key = `rk_${randomBytes(24).toString('base64url')}`
  try {
    const row = await prisma.apiKey.create({ data: { name, scope, keyHash: hashKey(key) }, select: RECORD })
    return { ...row, key }
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new KeyNameTakenError(name)
    throw error
  }
}

export async function createKey(prisma: PrismaClient, name: string, scope: Scope): Promise<string> {
  return (await createKeyRecord(prisma, name, scope)).key
}

export async function revokeKey(prisma: PrismaClient, name: string): Promise<boolean> {
  const result = await prisma.apiKey.updateMany({ where: { name, revokedAt: null }, data: { revokedAt: new Date() } })
  return result.count > 0
}

/**
 * Revokes the key named (the API's DELETE): null when there is no such key; a key already revoked
 * is answered as it is. The last admin key not revoked is kept (LastAdminKeyError).
 */
export async function revokeKeyRecord(prisma: PrismaClient, name: string): Promise<KeyRecord | null> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.apiKey.findUnique({ where: { name }, select: RECORD })
    if (!row || row.revokedAt !== null) return row
    if (row.scope === 'admin') {
      // Locked, so two admins revoking each other's keys at once cannot both pass the count.
      const live = await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM api_key WHERE scope = 'admin' AND revoked_at IS NULL FOR UPDATE`
      if (live.length <= 1) throw new LastAdminKeyError(name)
    }
    return tx.apiKey.update({ where: { name }, data: { revokedAt: new Date() }, select: RECORD })
  }, EDIT_TRANSACTION)
}

export async function listKeys(prisma: PrismaClient): Promise<KeyRecord[]> {
  return prisma.apiKey.findMany({ select: RECORD, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
}

/** Every key not revoked, by its hash. */
export async function activeKeys(prisma: PrismaClient): Promise<Map<string, KeyHolder>> {
  const rows = await prisma.apiKey.findMany({ where: { revokedAt: null }, select: { keyHash: true, name: true, scope: true } })
  return new Map(rows.map((row) => [row.keyHash, { name: row.name, scope: row.scope as Scope }]))
}

/** The holder of a presented key, or null when it is unknown or revoked. */
export async function authenticate(prisma: PrismaClient, key: string): Promise<KeyHolder | null> {
  const row = await prisma.apiKey.findUnique({ where: { keyHash: hashKey(key) } })
  if (!row || row.revokedAt !== null) return null
  return { name: row.name, scope: row.scope as Scope }
}
