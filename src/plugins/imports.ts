/** The service's card import (one at a time per process), for the admin route and /health; stopped when the app closes. */
import fp from 'fastify-plugin'
import { ImportRunner } from '../admin/import-runner.js'

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportRunner
  }
}

export default fp(
  async (fastify) => {
    const runner = new ImportRunner(fastify.db.bulk, fastify.primaryCatalog, { clear: () => fastify.catalogChanged() })
    fastify.decorate('imports', runner)
    // An import in flight would hold the close up until it ended: it is rolled back instead.
    fastify.addHook('preClose', async () => runner.abort('the service is closing: the import was stopped and nothing was written; run it again'))
  },
  { name: 'imports', dependencies: ['database', 'editors'] },
)
