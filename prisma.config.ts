// The Prisma CLI downloads its native schema engine at start-up; generate/validate/format do not
// need it, so point it at any existing file to keep the CLI offline. Migrations are applied by
// the service (src/db/migrate.ts), not by the CLI.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= '/bin/false'

export default {
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
}
