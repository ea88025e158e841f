/**
 * The answer cache as an app service: one per app, bounded by RESPONSE_CACHE_MB, stale once the
 * catalog cache moves on. The resolve routes (REST) and GraphQL declare it as a dependency.
 */
import fp from 'fastify-plugin'
import { AnswerCache, DEFAULT_RESPONSE_CACHE_BYTES } from '../resolve/answer-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache
  }
}

export default fp<{ bytes?: number }>(
  async (fastify, options) => {
    const catalog = fastify.catalogCache
    fastify.decorate('answerCache', new AnswerCache(() => catalog.generation(), options.bytes ?? DEFAULT_RESPONSE_CACHE_BYTES))
  },
  { name: 'answer-cache', dependencies: ['database'] },
)
