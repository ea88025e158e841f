/**
 * API keys for writes. A key is shown once when created; only its SHA-256 is stored, so a leaked
 * database does not leak keys. Scopes: read (may authenticate, may not write), editor (rulings,
 * their references and card links), admin (also deletions).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { PrismaClient } from '../generated/prisma/client.js'

export const SCOPES = ['read', 'editor', 'admin'] as const
export type Scope = (typeof SCOPES)[number]

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex')

export interface KeyHolder {
  name: string
  scope: Scope
}

export async function createKey(prisma: PrismaClient, name: string, scope: Scope): Promise<string> {
  if (!/^[\w.@-]{1,100}$/.test(name)) throw new Error('a key name is 1 to 100 letters, digits, _ . @ or -')
  if (!SCOPES.includes(scope)) throw new Error(`scope must be one of ${SCOPES.join(', ')}`)
  const key = `rk_${randomBytes(24).toString('base64url')}`
  await prisma.apiKey.create({ data: { name, scope, keyHash: hashKey(key) } })
  return key
}

export async function revokeKey(prisma: PrismaClient, name: string): Promise<boolean> {
  const result = await prisma.apiKey.updateMany({ where: { name, revokedAt: null }, data: { revokedAt: new Date() } })
  return result.count > 0
}

export async function listKeys(prisma: PrismaClient) {
  return prisma.apiKey.findMany({ select: { name: true, scope: true, createdAt: true, revokedAt: true }, orderBy: { createdAt: 'asc' } })
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
