/** The project root (where package.json is), from src/ under tsx or dist/src/ once built. */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'prisma'))) return dir
    if (dirname(dir) === dir) throw new Error(`cannot find the project root above ${start}`)
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname)
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'prisma', 'migrations')
export const SCHEMA_PRISMA = join(PROJECT_ROOT, 'prisma', 'schema.prisma')
export const SCHEMA_GRAPHQL = join(PROJECT_ROOT, 'schema.graphql')
