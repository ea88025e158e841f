/**
 * Many instances of the service on one database, in step: each keeps a connection of its own that
 * LISTENs for the notice the database sends when the data version moves (the catalog_meta
 * trigger, src/catalog/change-feed.ts), whoever moved it: an edit or an import through any
 * instance, `npm run import`, a seed. On a notice the caches are dropped and the change streams
 * told. A lost connection is opened again (with a growing delay), and the caches dropped once it
 * listens again, since notices sent meanwhile were lost.
 *
 * PostgreSQL only: the embedded database is one process's, whose writes drop its caches at once.
 */
import fp from 'fastify-plugin'
import { ChangeListener } from '../db/change-listener.js'
import { CATALOG_CHANNEL, ChangeFeed } from '../catalog/change-feed.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed as this request reads it (a GET from the replica, if any). */
    changeFeed: ChangeFeed
    /** The feed on the primary: what the change streams send as soon as they hear of it. */
    primaryChangeFeed: ChangeFeed
    /** The listening connection, when this instance listens (PostgreSQL, options.listen). */
    changeListener: ChangeListener | null
  }
}

export interface ChangesPluginOptions {
  /** Listen for other instances' changes (the server does on PostgreSQL; an app built in a test, when asked). */
  listen?: boolean
}

export default fp<ChangesPluginOptions>(
  async (fastify, options) => {
    // The feed reads where the request reads (a replica for a GET): what it lists is what that client can read.
    fastify.decorate('changeFeed', new ChangeFeed(fastify.readPrisma))
    fastify.decorate('primaryChangeFeed', new ChangeFeed(fastify.db.prisma))
    const url = fastify.db.url
    let listener: ChangeListener | null = null
    if (options.listen && url) {
      const dropped = (version?: number) => {
        fastify.catalogCache.clear()
        fastify.catalogEvents.emit('changed', version)
      }
      listener = new ChangeListener({
        url,
        channel: CATALOG_CHANNEL,
        onChange: (version) => dropped(version),
        onMissed: () => dropped(),
        log: fastify.log,
      })
      await listener.ready
      fastify.addHook('onClose', async () => listener?.close())
    }
    fastify.decorate('changeListener', listener)
  },
  { name: 'changes', dependencies: ['database', 'editors'] },
)
