/**
 * Writes for editors (issue 13): rulings, references, a ruling's card and reference links and a
 * card's curated behaviours, written through the API with a key; each change one transaction kept
 * in a history (GET …/history). Reads stay public. Thin: the checks live in the writers
 * (src/editors, shared with GraphQL's mutations), which drop every cached answer after a write, so
 * the next resolve cites or uses the change.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { IF_MATCH_PATTERN, versionFromIfMatch } from '../editors/auth.js'
import type { Scope } from '../editors/keys.js'
import { notFound } from '../errors.js'
import { ADMIN_SECURITY, EDITOR_SECURITY } from '../docs/document.js'
import { CardIdParams } from '../schemas/catalog.js'
import { CardBehavioursBody, CardLinkFields, ReferenceCreate, ReferenceLinkFields, ReferencePatch, RulingCreate, RulingPatch } from '../schemas/editors.js'

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false })
const CardLinkParams = Type.Object({ id: IdParams.properties.id, card: CardIdParams.properties.id }, { additionalProperties: false })
const ReferenceLinkParams = Type.Object({ id: IdParams.properties.id, reference: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false })

declare module 'fastify' {
  interface FastifyRequest {
    /** The name of the API key that makes the write. */
    editorName: string
  }
}

const ERRORS = { 400: Type.Ref('Error'), 401: Type.Ref('Error'), 403: Type.Ref('Error'), 404: Type.Ref('Error'), 409: Type.Ref('Error'), 412: Type.Ref('Error'), 422: Type.Ref('Error'), 428: Type.Ref('Error') }
const IF_MATCH = 'If-Match: the version read'
/** Every edit names the version it was made against; without it (or one that is not a version) the answer is 428. */
const IfMatchHeaders = Type.Object({ 'if-match': Type.String({ pattern: IF_MATCH_PATTERN, description: 'the version read ("3"): without it 428 VERSION_REQUIRED, a stale one 412 STALE_EDIT' }) })

const editorRoutes: FastifyPluginAsync = async (fastify) => {
  const { rulings, references, behaviours } = fastify.editors
  // The key is checked first, before the body is read or validated: without one, a write learns nothing.
  fastify.decorateRequest('editorName', '')
  const keyWith = (scope: Scope) => async (request: FastifyRequest) => {
    request.editorName = (await fastify.editors.authorize(request.headers.authorization, scope)).name
  }
  const ifMatch = (request: FastifyRequest, what?: string) => versionFromIfMatch(request.headers['if-match'], what)

  // --- Rulings ----------------------------------------------------------------------------------

  fastify.post<{ Body: Static<typeof RulingCreate> }>(
    '/v1/rulings',
    { onRequest: keyWith('editor'), schema: { security: EDITOR_SECURITY, tags: ['editors'], summary: 'Add a ruling (key with scope editor)', body: RulingCreate, response: { 201: Type.Ref('Ruling'), ...ERRORS } } },
    async (request, reply) => {
      const ruling = await rulings.create(request.body, request.editorName)
      return reply.code(201).header('etag', `"${ruling.version}"`).header('location', `/v1/rulings/${ruling.id}`).send(ruling)
    },
  )

  fastify.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof RulingPatch> }>(
    '/v1/rulings/:id',
    { onRequest: keyWith('editor'), schema: { security: EDITOR_SECURITY, tags: ['editors'], headers: IfMatchHeaders, summary: `Edit a ruling (scope editor; ${IF_MATCH})`, params: IdParams, body: RulingPatch, response: { 200: Type.Ref('Ruling'), ...ERRORS } } },
    async (request, reply) => {
      const ruling = await rulings.update(request.params.id, request.body, ifMatch(request), request.editorName)
      return reply.header('etag', `"${ruling.version}"`).send(ruling)
    },
  )

  fastify.delete<{ Params: Static<typeof IdParams> }>(
    '/v1/rulings/:id',
    { onRequest: keyWith('admin'), schema: { security: ADMIN_SECURITY, tags: ['editors'], headers: IfMatchHeaders, summary: `Delete a ruling (scope admin; ${IF_MATCH}). Its id is never given again`, params: IdParams, response: { 204: Type.Null(), ...ERRORS } } },
    async (request, reply) => {
      await rulings.remove(request.params.id, ifMatch(request), request.editorName)
      return reply.code(204).send()
    },
  )

  fastify.get<{ Params: Static<typeof IdParams> }>(
    '/v1/rulings/:id/history',
    {
      schema: {
        tags: ['rulings'],
        summary: 'Every change made to a ruling through the API (its card and reference links included): who, when, before, after',
        params: IdParams,
        response: { 200: Type.Ref('RulingHistory'), 404: Type.Ref('Error') },
      },
    },
    async (request) => {
      const history = await rulings.history(request.params.id)
      if (history.length === 0 && !(await fastify.catalog.getRuling(request.params.id))) throw notFound('ruling', request.params.id)
      return history
    },
  )

  // --- A ruling's card links ---------------------------------------------------------------------

  fastify.get<{ Params: Static<typeof IdParams> }>(
    '/v1/rulings/:id/cards',
    {
      schema: {
        tags: ['rulings'],
        summary: 'A ruling\'s card links: what it rules on for each card (situations the resolver cites it in), the other card of a pair, the readings; and the ruling\'s version',
        params: IdParams,
        response: { 200: Type.Ref('RulingCardLinks'), 404: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      const links = await rulings.cardLinks(request.params.id)
      return reply.header('etag', `"${links.version}"`).send(links)
    },
  )

  fastify.put<{ Params: Static<typeof CardLinkParams>; Body: CardLinkFields }>(
    '/v1/rulings/:id/cards/:card',
    {
      onRequest: keyWith('editor'),
      schema: {
        security: EDITOR_SECURITY,
        tags: ['editors'],
        headers: IfMatchHeaders, summary: `Link a card to a ruling, or replace what the link says (scope editor; ${IF_MATCH} of the ruling, which the write bumps)`,
        params: CardLinkParams,
        body: CardLinkFields,
        response: { 200: Type.Ref('RulingCardLinkAnswer'), 201: Type.Ref('RulingCardLinkAnswer'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { created, ...written } = await rulings.setCardLink(request.params.id, request.params.card, request.body, ifMatch(request), request.editorName)
      return reply.code(created ? 201 : 200).header('etag', `"${written.version}"`).send(written)
    },
  )

  fastify.delete<{ Params: Static<typeof CardLinkParams> }>(
    '/v1/rulings/:id/cards/:card',
    {
      onRequest: keyWith('editor'),
      schema: {
        security: EDITOR_SECURITY,
        tags: ['editors'],
        headers: IfMatchHeaders, summary: `Unlink a card from a ruling (scope editor; ${IF_MATCH} of the ruling). Answers the ruling`,
        params: CardLinkParams,
        response: { 200: Type.Ref('Ruling'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const ruling = await rulings.removeCardLink(request.params.id, request.params.card, ifMatch(request), request.editorName)
      return reply.header('etag', `"${ruling.version}"`).send(ruling)
    },
  )

  // --- A ruling's reference links ----------------------------------------------------------------

  fastify.put<{ Params: Static<typeof ReferenceLinkParams>; Body: ReferenceLinkFields }>(
    '/v1/rulings/:id/references/:reference',
    {
      onRequest: keyWith('editor'),
      schema: {
        security: EDITOR_SECURITY,
        tags: ['editors'],
        headers: IfMatchHeaders, summary: `A ruling cites a reference (appended), or changes its locator (scope editor; ${IF_MATCH} of the ruling, which the write bumps)`,
        params: ReferenceLinkParams,
        body: ReferenceLinkFields,
        response: { 200: Type.Ref('RulingReferenceLinkAnswer'), 201: Type.Ref('RulingReferenceLinkAnswer'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { created, ...written } = await rulings.setReferenceLink(request.params.id, request.params.reference, request.body.locator ?? null, ifMatch(request), request.editorName)
      return reply.code(created ? 201 : 200).header('etag', `"${written.version}"`).send(written)
    },
  )

  fastify.delete<{ Params: Static<typeof ReferenceLinkParams> }>(
    '/v1/rulings/:id/references/:reference',
    {
      onRequest: keyWith('editor'),
      schema: {
        security: EDITOR_SECURITY,
        tags: ['editors'],
        headers: IfMatchHeaders, summary: `A ruling stops citing a reference (scope editor; ${IF_MATCH} of the ruling); refused (409) for its last one. Answers the ruling`,
        params: ReferenceLinkParams,
        response: { 200: Type.Ref('Ruling'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const ruling = await rulings.removeReferenceLink(request.params.id, request.params.reference, ifMatch(request), request.editorName)
      return reply.header('etag', `"${ruling.version}"`).send(ruling)
    },
  )

  // --- References --------------------------------------------------------------------------------

  fastify.post<{ Body: ReferenceCreate }>(
    '/v1/references',
    { onRequest: keyWith('editor'), schema: { security: EDITOR_SECURITY, tags: ['editors'], summary: 'Add a reference (scope editor). Its id is stable and never given again', body: ReferenceCreate, response: { 201: Type.Ref('VersionedReference'), ...ERRORS } } },
    async (request, reply) => {
      const reference = await references.create(request.body, request.editorName)
      return reply.code(201).header('etag', `"${reference.version}"`).header('location', `/v1/references/${reference.id}`).send(reference)
    },
  )

  fastify.patch<{ Params: Static<typeof IdParams>; Body: ReferencePatch }>(
    '/v1/references/:id',
    { onRequest: keyWith('editor'), schema: { security: EDITOR_SECURITY, tags: ['editors'], headers: IfMatchHeaders, summary: `Edit a reference (scope editor; ${IF_MATCH})`, params: IdParams, body: ReferencePatch, response: { 200: Type.Ref('VersionedReference'), ...ERRORS } } },
    async (request, reply) => {
      const reference = await references.update(request.params.id, request.body, ifMatch(request, 'the reference'), request.editorName)
      return reply.header('etag', `"${reference.version}"`).send(reference)
    },
  )

  fastify.delete<{ Params: Static<typeof IdParams> }>(
    '/v1/references/:id',
    {
      onRequest: keyWith('admin'),
      schema: {
        security: ADMIN_SECURITY,
        tags: ['editors'],
        headers: IfMatchHeaders, summary: `Delete a reference (scope admin; ${IF_MATCH}); refused (409) while a ruling cites it. Its id is never given again`,
        params: IdParams,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await references.remove(request.params.id, ifMatch(request, 'the reference'), request.editorName)
      return reply.code(204).send()
    },
  )

  fastify.get<{ Params: Static<typeof IdParams> }>(
    '/v1/references/:id/history',
    {
      schema: {
        tags: ['references'],
        summary: 'Every change made to a reference through the API: who, when, before, after',
        params: IdParams,
        response: { 200: Type.Ref('ReferenceHistory'), 404: Type.Ref('Error') },
      },
    },
    async (request) => references.history(request.params.id),
  )

  // --- A card's curated behaviours ---------------------------------------------------------------

  fastify.get<{ Params: CardIdParams }>(
    '/v1/cards/:id/behaviours',
    {
      schema: {
        tags: ['cards'],
        summary: 'A card\'s curated behaviours as an editor writes them, and their version',
        params: CardIdParams,
        response: { 200: Type.Ref('CardBehavioursDoc'), 404: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      const doc = await behaviours.get(request.params.id)
      return reply.header('etag', `"${doc.version}"`).send(doc)
    },
  )

  fastify.put<{ Params: CardIdParams; Body: Static<typeof CardBehavioursBody> }>(
    '/v1/cards/:id/behaviours',
    {
      onRequest: keyWith('editor'),
      schema: {
        security: EDITOR_SECURITY,
        tags: ['editors'],
        headers: IfMatchHeaders, summary: `Replace a card's curated behaviours (scope editor; ${IF_MATCH}); they win over those read from its text, from the next resolve on`,
        params: CardIdParams,
        body: CardBehavioursBody,
        response: { 200: Type.Ref('CardBehavioursDoc'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const doc = await behaviours.set(request.params.id, request.body, ifMatch(request, 'the card\'s behaviours'), request.editorName)
      return reply.header('etag', `"${doc.version}"`).send(doc)
    },
  )

  fastify.get<{ Params: CardIdParams }>(
    '/v1/cards/:id/behaviours/history',
    {
      schema: {
        tags: ['cards'],
        summary: 'Every change made to a card\'s curated behaviours through the API: who, when, before, after',
        params: CardIdParams,
        response: { 200: Type.Ref('CardBehavioursHistory'), 404: Type.Ref('Error') },
      },
    },
    async (request) => behaviours.history(request.params.id),
  )
}

export default editorRoutes
