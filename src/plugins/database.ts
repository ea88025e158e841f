/** Makes the opened database and the catalog available to routes, and closes them with the app. */
import fp from 'fastify-plugin'
import type { Database } from '../db/database.js'
import { CatalogRepository } from '../catalog/repository.js'
import { CatalogCache } from '../catalog/cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    catalog: CatalogRepository
    catalogCache: CatalogCache
  }
}

export interface DatabasePluginOptions {
  db: Database
  /** Close the database when the app closes (the server owns it; tests may share one). */
  closeDatabase?: boolean
}

export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const catalog = new CatalogRepository(options.db.prisma)
    fastify.decorate('db', options.db)
    fastify.decorate('catalog', catalog)
    fastify.decorate('catalogCache', new CatalogCache(catalog))
    if (options.closeDatabase) fastify.addHook('onClose', async () => options.db.close())
  },
  { name: 'database' },
)
