/**
 * Issue 13, the rest of the writes: references, a ruling's card and reference links as their own
 * resources, a card's curated behaviours, each with a key, against a version, kept in a history;
 * the next resolve cites or uses the change; GraphQL's mutations follow the same rules; a restart's
 * seed keeps every change.
 */
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { seedContent } from '../src/catalog/seed.js'
import { build } from './helpers/build.js'

const LYLA = 'Lyla, Lightsworn Sorceress'
const VEILER = 'Effect Veiler'
const path = (name: string) => encodeURIComponent(name)

t.test('editors: references, links, behaviours, GraphQL', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'alice', 'editor')
  const reader = await createKey(app.db.prisma, 'bob', 'read')
  const admin = await createKey(app.db.prisma, 'root', 'admin')
  const auth = (key: string, version?: number) => ({ authorization: `Bearer ${key}`, ...(version !== undefined ? { 'if-match': `"${version}"` } : {}) })
  const get = async (url: string) => (await app.inject(url)).json()
  const resolve = async (players: object) => (await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players } })).json()
  const lylaOnField = { A: { field: [LYLA] }, B: {} }
  const reference = {
    id: 'ref-qa-test-answer',
    kind: 'official-qa',
    title: 'An official answer, added for the test',
    publisher: 'Konami',
    url: 'https://db.ygoresources.com/qa#99999',
    locator: 'qa#99999',
    date: '2026-11',
    language: 'en',
  }
  const ruling = {
    id: 'card-test-linked-later',
    game: 'yugioh',
    kind: 'card-ruling',
    title: 'A ruling whose card link comes later',
    text: 'Written without cards; its card is linked through the link endpoint.',
    authority: 'official',
    date: '2026-11-01',
    references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
  }

  t.test('every new write: no key 401, a read key 403, an editor\'s key on an admin\'s write 403', async (t) => {
    const writes: Array<{ method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object; admin?: boolean }> = [
      { method: 'POST', url: '/v1/references', payload: reference },
      { method: 'PATCH', url: '/v1/references/ref-qa-8765', payload: { title: 'x' } },
      { method: 'DELETE', url: '/v1/references/ref-qa-8765', admin: true },
      { method: 'PUT', url: `/v1/rulings/card-lyla-effect-veiler/cards/${path(LYLA)}`, payload: {} },
      { method: 'DELETE', url: `/v1/rulings/card-lyla-effect-veiler/cards/${path(LYLA)}` },
      { method: 'PUT', url: '/v1/rulings/card-lyla-effect-veiler/references/ref-qa-8765', payload: {} },
      { method: 'DELETE', url: '/v1/rulings/card-lyla-effect-veiler/references/ref-qa-8765' },
      { method: 'PUT', url: `/v1/cards/${path(VEILER)}/behaviours`, payload: { phases: [] } },
    ]
    const dataVersion = (await get('/v1/meta')).dataVersion
    for (const write of writes) {
      const none = await app.inject({ method: write.method, url: write.url, ...(write.payload ? { payload: write.payload } : {}), headers: { 'if-match': '"1"' } })
      t.equal(none.statusCode, 401, `${write.method} ${write.url} without a key`)
      t.equal(none.json().code, 'UNAUTHORIZED')
      const read = await app.inject({ method: write.method, url: write.url, ...(write.payload ? { payload: write.payload } : {}), headers: auth(reader, 1) })
      t.equal(read.statusCode, 403, `${write.method} ${write.url} with a read key`)
      t.equal(read.json().code, 'FORBIDDEN')
      if (write.admin) t.equal((await app.inject({ method: write.method, url: write.url, headers: auth(editor, 1) })).statusCode, 403, 'an editor may not delete')
    }
    const bad = await app.inject({ method: 'POST', url: '/v1/references', payload: { nonsense: true } })
    t.equal(bad.statusCode, 401, 'the key is checked before the body')
    t.equal((await get('/v1/meta')).dataVersion, dataVersion, 'nothing was written')
  })

  t.test('references: validated, created, edited against a version, history', async (t) => {
    const refused: Array<[object, RegExp]> = [
      [{ ...reference, kind: 'blog' }, /kind/],
      [{ ...reference, url: 'javascript:alert(1)' }, /url/],
      [{ ...reference, url: 'ftp://example.com/rules.pdf' }, /url/],
      [{ ...reference, url: 'https://' }, /url/],
      [{ ...reference, date: '2026-02-30' }, /date/],
      [{ ...reference, date: '26-11' }, /date/],
      [{ ...reference, id: 'Not An Id' }, /id/],
      [{ ...reference, language: 'english' }, /language/],
    ]
    for (const [payload, field] of refused) {
      const res = await app.inject({ method: 'POST', url: '/v1/references', payload, headers: auth(editor) })
      t.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 100))
      t.match(res.json().message, field)
    }
    const created = await app.inject({ method: 'POST', url: '/v1/references', payload: reference, headers: auth(editor) })
    t.equal(created.statusCode, 201, created.body)
    t.match(created.json(), { ...reference, version: 1 })
    t.equal(created.headers.location, '/v1/references/ref-qa-test-answer')
    t.equal((await app.inject({ method: 'POST', url: '/v1/references', payload: reference, headers: auth(editor) })).json().code, 'ID_TAKEN')
    t.match(await get('/v1/references/ref-qa-test-answer'), { id: 'ref-qa-test-answer', version: 1, rulings: [] })

    const missing = await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-test-answer', payload: { title: 'Renamed' }, headers: auth(editor) })
    t.equal(missing.statusCode, 428)
    const stale = await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-test-answer', payload: { title: 'Renamed' }, headers: auth(editor, 4) })
    t.equal(stale.statusCode, 412)
    t.equal(stale.json().code, 'STALE_EDIT')
    t.equal((await get('/v1/references/ref-qa-test-answer')).title, reference.title, 'a stale edit changes nothing')
    const edited = await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-test-answer', payload: { title: 'An official answer, renamed', date: null }, headers: auth(editor, 1) })
    t.equal(edited.statusCode, 200, edited.body)
    t.match(edited.json(), { title: 'An official answer, renamed', date: null, version: 2 })
    const badEdit = await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-test-answer', payload: { url: 'mailto:someone@example.com' }, headers: auth(editor, 2) })
    t.equal(badEdit.statusCode, 400)
    t.equal((await get('/v1/references/ref-qa-test-answer')).version, 2, 'a refused edit changes nothing')

    const history = await get('/v1/references/ref-qa-test-answer/history')
    t.match(history, [
      { action: 'create', version: 1, changedBy: 'alice', before: null, after: { title: reference.title } },
      { action: 'update', version: 2, changedBy: 'alice', before: { title: reference.title, date: '2026-11' }, after: { title: 'An official answer, renamed', date: null } },
    ])
    t.equal((await app.inject('/v1/references/ref-nothing-here/history')).statusCode, 404)
  })

  t.test('a ruling cites the new reference through its link; the resolve shows it, and its edits', async (t) => {
    const veiler = await get('/v1/rulings/card-lyla-effect-veiler')
    const staleLink = await app.inject({ method: 'PUT', url: '/v1/rulings/card-lyla-effect-veiler/references/ref-qa-test-answer', payload: { locator: 'qa#99999' }, headers: auth(editor, veiler.version + 1) })
    t.equal(staleLink.statusCode, 412)
    t.equal((await get('/v1/rulings/card-lyla-effect-veiler')).references.length, veiler.references.length, 'a stale link write changes nothing')
    const linked = await app.inject({ method: 'PUT', url: '/v1/rulings/card-lyla-effect-veiler/references/ref-qa-test-answer', payload: { locator: 'qa#99999' }, headers: auth(editor, veiler.version) })
    t.equal(linked.statusCode, 201, linked.body)
    t.match(linked.json(), { ruling: 'card-lyla-effect-veiler', version: veiler.version + 1, reference: { id: 'ref-qa-test-answer', locator: 'qa#99999' }, position: veiler.references.length })
    const relocated = await app.inject({ method: 'PUT', url: '/v1/rulings/card-lyla-effect-veiler/references/ref-qa-test-answer', payload: { locator: 'qa#99999, second answer' }, headers: auth(editor, veiler.version + 1) })
    t.equal(relocated.statusCode, 200, 'the link exists: its locator changes')

    const board = { A: { field: [{ card: LYLA, negatedUntil: 'veiler-ends' }] }, B: {} }
    const withVeiler = async () =>
      (await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: board, effects: [{ id: 'veiler-ends', controller: 'B', card: VEILER, kind: 'expire', mandatory: true, lasts: 'end-phase' }] } })).json()
    const citation = (await withVeiler()).rulings.find((r: { id: string }) => r.id === 'card-lyla-effect-veiler')
    t.match(citation.references.at(-1), { id: 'ref-qa-test-answer', title: 'An official answer, renamed', locator: 'qa#99999, second answer' }, 'the next resolve cites the new reference')

    const current = await get('/v1/references/ref-qa-test-answer')
    await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-test-answer', payload: { title: 'Q&A 99999 (renamed again)' }, headers: auth(editor, current.version) })
    const after = (await withVeiler()).rulings.find((r: { id: string }) => r.id === 'card-lyla-effect-veiler')
    t.equal(after.references.at(-1).title, 'Q&A 99999 (renamed again)', 'and shows a reference edit at once')

    const cited409 = await app.inject({ method: 'DELETE', url: '/v1/references/ref-qa-test-answer', headers: auth(admin, current.version + 1) })
    t.equal(cited409.statusCode, 409, 'a cited reference is not deleted')
    t.equal(cited409.json().code, 'REFERENCE_CITED')
    t.same(cited409.json().rulings, ['card-lyla-effect-veiler'])

    const history = await get('/v1/rulings/card-lyla-effect-veiler/history')
    t.match(history.map((h: { action: string }) => h.action), ['link-reference', 'link-reference'])
    t.equal(history[0].before.references.length + 1, history[0].after.references.length, 'before and after the link')
  })

  t.test('a ruling keeps at least one reference', async (t) => {
    const created = await app.inject({ method: 'POST', url: '/v1/rulings', payload: ruling, headers: auth(editor) })
    t.equal(created.statusCode, 201, created.body)
    const last = await app.inject({ method: 'DELETE', url: `/v1/rulings/${ruling.id}/references/ref-qa-8765`, headers: auth(editor, 1) })
    t.equal(last.statusCode, 409)
    t.equal(last.json().code, 'LAST_REFERENCE')
    t.equal((await get(`/v1/rulings/${ruling.id}`)).version, 1, 'refused: the version is unchanged')
    const unknown = await app.inject({ method: 'PUT', url: `/v1/rulings/${ruling.id}/references/ref-nope`, payload: {}, headers: auth(editor, 1) })
    t.equal(unknown.statusCode, 404)
    const added = await app.inject({ method: 'PUT', url: `/v1/rulings/${ruling.id}/references/ref-qa-test-answer`, payload: {}, headers: auth(editor, 1) })
    t.equal(added.statusCode, 201)
    const removed = await app.inject({ method: 'DELETE', url: `/v1/rulings/${ruling.id}/references/ref-qa-8765`, headers: auth(editor, 2) })
    t.equal(removed.statusCode, 200, removed.body)
    t.match(removed.json(), { version: 3, references: [{ id: 'ref-qa-test-answer' }] })
    t.equal(removed.json().references.length, 1)
  })

  t.test('a card linked through the link endpoint: the next resolve involving it cites the ruling', async (t) => {
    const cites = async () => (await resolve(lylaOnField)).rulings.some((r: { id: string }) => r.id === ruling.id)
    t.notOk(await cites(), 'not cited before the link')
    const version = (await get(`/v1/rulings/${ruling.id}`)).version
    const refused: Array<[string, object, number, RegExp]> = [
      [path('No Such Card Anywhere'), {}, 422, /card/],
      [path(LYLA), { situations: ['whenever'] }, 400, /situations\[0\]/],
      [path(LYLA), { with: 'No Such Card Anywhere' }, 422, /with/],
      [path(LYLA), { with: LYLA }, 400, /with/],
    ]
    for (const [card, payload, status, field] of refused) {
      const res = await app.inject({ method: 'PUT', url: `/v1/rulings/${ruling.id}/cards/${card}`, payload, headers: auth(editor, version) })
      t.equal(res.statusCode, status, `${card} ${JSON.stringify(payload)}`)
      t.match(res.json().message, field)
    }
    const stale = await app.inject({ method: 'PUT', url: `/v1/rulings/${ruling.id}/cards/${path(LYLA)}`, payload: { situations: ['meets'] }, headers: auth(editor, version - 1) })
    t.equal(stale.statusCode, 412)
    t.notOk(await cites(), 'a stale link changes nothing')

    const linked = await app.inject({ method: 'PUT', url: `/v1/rulings/${ruling.id}/cards/${path(LYLA)}`, payload: { situations: ['meets'] }, headers: auth(editor, version) })
    t.equal(linked.statusCode, 201, linked.body)
    t.match(linked.json(), { ruling: ruling.id, version: version + 1, link: { card: { name: LYLA, password: 22624373 }, situations: ['meets'], with: null, readings: [] } })
    t.equal(linked.headers.etag, `"${version + 1}"`)
    t.ok(await cites(), 'cited by the next resolve, no restart')
    t.match(await get(`/v1/rulings/${ruling.id}/cards`), { ruling: ruling.id, version: version + 1, items: [{ card: { name: LYLA }, situations: ['meets'] }] })
    t.match((await get(`/v1/rulings/${ruling.id}`)).cards, [{ name: LYLA }])

    // By password, the same link: replaced, not added.
    const byPassword = await app.inject({ method: 'PUT', url: `/v1/rulings/${ruling.id}/cards/22624373`, payload: { situations: ['meets'], readings: ['official'] }, headers: auth(editor, version + 1) })
    t.equal(byPassword.statusCode, 200)
    t.same(byPassword.json().link.readings, ['official'])
    t.ok(await cites(), 'still cited under the official reading')

    const unlinked = await app.inject({ method: 'DELETE', url: `/v1/rulings/${ruling.id}/cards/${path(LYLA)}`, headers: auth(editor, version + 2) })
    t.equal(unlinked.statusCode, 200, unlinked.body)
    t.same(unlinked.json().cards, [])
    t.notOk(await cites(), 'unlinked: no longer cited')
    t.equal((await app.inject({ method: 'DELETE', url: `/v1/rulings/${ruling.id}/cards/${path(LYLA)}`, headers: auth(editor, version + 3) })).statusCode, 404, 'no such link')

    const history = await get(`/v1/rulings/${ruling.id}/history`)
    t.same(history.map((h: { action: string }) => h.action), ['create', 'link-reference', 'unlink-reference', 'link-card', 'link-card', 'unlink-card'])
    const [link, relink, unlink] = history.slice(3)
    t.match(link, { changedBy: 'alice', before: { cardLinks: [] }, after: { cardLinks: [{ card: { name: LYLA }, situations: ['meets'], readings: [] }] } })
    t.match(relink, { before: { cardLinks: [{ readings: [] }] }, after: { cardLinks: [{ readings: ['official'] }] } }, 'what the link says, before and after')
    t.match(unlink, { before: { cardLinks: [{ card: { name: LYLA } }] }, after: { cardLinks: [] } })
  })

  t.test('curated behaviours: validated, versioned, kept in a history, used by the next resolve', async (t) => {
    const veilerOnField = { A: { field: [VEILER] }, B: {} }
    const activates = async () => (await resolve(veilerOnField)).events.some((e: { type: string; card?: string }) => e.type === 'activate' && e.card === VEILER)
    t.notOk(await activates(), 'Effect Veiler yields nothing in the End Phase')
    const doc = await get(`/v1/cards/${path(VEILER)}/behaviours`)
    t.match(doc, { card: { name: VEILER }, version: 1, curated: { phases: [] } })
    const behaviours = {
      phases: [{ phase: 'end', kind: 'trigger', mandatory: true, turn: 'yours', zone: 'field', does: [{ action: 'mill', count: 1, whose: 'controller' }], span: 'a test behaviour' }],
    }
    const refused: Array<[object, number, RegExp]> = [
      [{ phases: [{ ...behaviours.phases[0], phase: 'draw' }] }, 400, /phase/],
      [{ phases: [{ ...behaviours.phases[0], does: [{ action: 'explode' }] }] }, 400, /action/],
      [{ phases: [{ ...behaviours.phases[0], requires: [{ check: 'hand-count' }] }] }, 400, /requires/],
      [{ phases: [{ ...behaviours.phases[0], source: 'text' }] }, 400, /source/],
      [{ phases: [], extra: 1 }, 400, /extra/],
      [{ phases: [], discard: { trigger: 'any-discard', mandatory: true, adds: ['No Such Card Anywhere'] } }, 422, /discard\.adds\[0\]/],
    ]
    for (const [payload, status, field] of refused) {
      const res = await app.inject({ method: 'PUT', url: `/v1/cards/${path(VEILER)}/behaviours`, payload, headers: auth(editor, 1) })
      t.equal(res.statusCode, status, JSON.stringify(payload).slice(0, 120))
      t.match(res.json().message, field)
    }
    t.equal((await app.inject({ method: 'PUT', url: `/v1/cards/${path(VEILER)}/behaviours`, payload: behaviours, headers: auth(editor) })).statusCode, 428)
    const stale = await app.inject({ method: 'PUT', url: `/v1/cards/${path(VEILER)}/behaviours`, payload: behaviours, headers: auth(editor, 2) })
    t.equal(stale.statusCode, 412)
    t.equal((await get(`/v1/cards/${path(VEILER)}/behaviours`)).version, 1, 'a stale edit changes nothing')
    t.notOk(await activates())

    const set = await app.inject({ method: 'PUT', url: `/v1/cards/${path(VEILER)}/behaviours`, payload: behaviours, headers: auth(editor, 1) })
    t.equal(set.statusCode, 200, set.body)
    t.match(set.json(), { version: 2, curated: { phases: [{ phase: 'end', kind: 'trigger', source: 'curated', span: 'a test behaviour' }] } })
    t.ok(await activates(), 'the next resolve uses the new behaviour')
    t.match(await get(`/v1/cards/${path(VEILER)}`), { behaviourSource: 'curated', behaviours: [{ phase: 'end', kind: 'trigger', mandatory: true }] })

    const history = await get(`/v1/cards/${path(VEILER)}/behaviours/history`)
    t.match(history, [{ action: 'update', version: 2, changedBy: 'alice', before: { version: 1, curated: { phases: [] } }, after: { version: 2, curated: { phases: [{ kind: 'trigger' }] } } }])
    t.equal((await app.inject(`/v1/cards/${path('No Such Card Anywhere')}/behaviours/history`)).statusCode, 404)
  })

  t.test('GraphQL: the same writes, the same key, the same rules', async (t) => {
    const gql = async (query: string, variables?: Record<string, unknown>, key?: string) => {
      const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, ...(key ? { headers: auth(key) } : {}) })
      return res.json() as { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions: { code: string; field?: string } }> }
    }
    const create = `mutation($input: RulingInput!) { createRuling(input: $input) { id version title references { id locator } } }`
    const input = { ...ruling, id: 'card-test-graphql', cards: [{ card: LYLA, situations: ['meets'] }] }

    const none = await gql(create, { input })
    t.equal(none.errors?.[0]?.extensions.code, 'UNAUTHORIZED')
    const read = await gql(create, { input }, reader)
    t.equal(read.errors?.[0]?.extensions.code, 'FORBIDDEN')
    const invalid = await gql(create, { input: { ...input, references: [] } }, editor)
    t.equal(invalid.errors?.[0]?.extensions.code, 'INVALID_PARAMETER')
    t.match(invalid.errors?.[0]?.message, /references/)
    t.equal((await app.inject('/v1/rulings/card-test-graphql')).statusCode, 404, 'nothing written')

    const created = await gql(create, { input }, editor)
    t.notOk(created.errors, JSON.stringify(created.errors))
    t.match(created.data?.createRuling, { id: 'card-test-graphql', version: 1, references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }] })
    t.ok((await resolve(lylaOnField)).rulings.some((r: { id: string }) => r.id === 'card-test-graphql'), 'the next resolve cites it')

    const update = `mutation($v: Int!) { updateRuling(id: "card-test-graphql", expectedVersion: $v, patch: { text: "Edited through GraphQL." }) { version text } }`
    const stale = await gql(update, { v: 5 }, editor)
    t.equal(stale.errors?.[0]?.extensions.code, 'STALE_EDIT')
    t.equal((await get('/v1/rulings/card-test-graphql')).text, ruling.text, 'a stale edit changes nothing')
    t.match((await gql(update, { v: 1 }, editor)).data?.updateRuling, { version: 2, text: 'Edited through GraphQL.' })

    const links = await gql(
      `mutation { unlink: removeRulingCard(ruling: "card-test-graphql", card: "${LYLA}", expectedVersion: 2) { version cardLinks { card } }
        relink: setRulingCard(ruling: "card-test-graphql", card: "${LYLA}", expectedVersion: 3, situations: ["meets"], readings: ["official"]) { version cardLinks { card password situations with readings } }
        cite: setRulingReference(ruling: "card-test-graphql", reference: "ref-qa-test-answer", expectedVersion: 4, locator: "qa#1") { version references { id locator } }
        uncite: removeRulingReference(ruling: "card-test-graphql", reference: "ref-qa-8765", expectedVersion: 5) { version references { id } } }`,
      undefined,
      editor,
    )
    t.notOk(links.errors, JSON.stringify(links.errors))
    t.match(links.data, {
      unlink: { version: 3, cardLinks: [] },
      relink: { version: 4, cardLinks: [{ card: LYLA, password: 22624373, situations: ['meets'], with: null, readings: ['official'] }] },
      cite: { version: 5, references: [{ id: 'ref-qa-8765' }, { id: 'ref-qa-test-answer', locator: 'qa#1' }] },
      uncite: { version: 6, references: [{ id: 'ref-qa-test-answer' }] },
    })
    const lastReference = await gql(`mutation { removeRulingReference(ruling: "card-test-graphql", reference: "ref-qa-test-answer", expectedVersion: 6) { version } }`, undefined, editor)
    t.equal(lastReference.errors?.[0]?.extensions.code, 'LAST_REFERENCE')

    const reference = await gql(
      `mutation { created: createReference(input: { id: "ref-graphql-test", kind: "faq", title: "A FAQ", publisher: "Konami", language: "en", date: "2026" }) { id version date }
        edited: updateReference(id: "ref-graphql-test", expectedVersion: 1, patch: { url: "https://example.com/faq" }) { version url } }`,
      undefined,
      editor,
    )
    t.notOk(reference.errors, JSON.stringify(reference.errors))
    t.match(reference.data, { created: { id: 'ref-graphql-test', version: 1, date: '2026' }, edited: { version: 2, url: 'https://example.com/faq' } })
    const badUrl = await gql(`mutation { updateReference(id: "ref-graphql-test", expectedVersion: 2, patch: { url: "javascript:alert(1)" }) { version } }`, undefined, editor)
    t.equal(badUrl.errors?.[0]?.extensions.code, 'INVALID_PARAMETER')
    t.match(badUrl.errors?.[0]?.message, /url/)
    const byEditor = await gql(`mutation { deleteReference(id: "ref-graphql-test", expectedVersion: 2) }`, undefined, editor)
    t.equal(byEditor.errors?.[0]?.extensions.code, 'FORBIDDEN')
    t.same((await gql(`mutation { deleteReference(id: "ref-graphql-test", expectedVersion: 2) }`, undefined, admin)).data, { deleteReference: true })
    t.match(await get('/v1/references/ref-graphql-test/history'), [{ action: 'create' }, { action: 'update' }, { action: 'delete', version: 0, changedBy: 'root', after: null }])

    const setBehaviours = `mutation($b: JSON!, $v: Int!) { setCardBehaviours(card: "${VEILER}", expectedVersion: $v, behaviours: $b) { version curated } }`
    const wrong = await gql(setBehaviours, { b: { phases: [{ phase: 'end' }] }, v: 2 }, editor)
    t.equal(wrong.errors?.[0]?.extensions.code, 'INVALID_PARAMETER', 'the same schema as REST')
    t.match(wrong.errors?.[0]?.message, /behaviours/)
    const cleared = await gql(setBehaviours, { b: { phases: [] }, v: 2 }, editor)
    t.match(cleared.data?.setCardBehaviours, { version: 3, curated: { phases: [] } })
    t.notOk((await resolve({ A: { field: [VEILER] }, B: {} })).events.some((e: { type: string; card?: string }) => e.type === 'activate' && e.card === VEILER), 'the resolve follows')

    const deleted = await gql(`mutation { deleteRuling(id: "card-test-graphql", expectedVersion: 6) }`, undefined, admin)
    t.same(deleted.data, { deleteRuling: true })
    const reused = await gql(create, { input }, admin)
    t.equal(reused.errors?.[0]?.extensions.code, 'ID_USED')

    const costly = await gql(`mutation { ${Array.from({ length: 60 }, (_, i) => `a${i}: deleteRuling(id: "x${i}", expectedVersion: 1)`).join(' ')} }`, undefined, admin)
    t.equal(costly.errors?.[0]?.extensions.code, 'QUERY_TOO_COSTLY', 'mutations are costed: many writes in one request are refused before any runs')
  })

  t.test('a restart\'s seed keeps every change made through the API', async (t) => {
    // Curated content changed through the API: a ruling deleted, another superseded, a reference
    // edited, a card's behaviours replaced (and the links written above).
    const darksoul = await get('/v1/rulings/card-lyla-xx-saber-darksoul')
    t.equal((await app.inject({ method: 'DELETE', url: '/v1/rulings/card-lyla-xx-saber-darksoul', headers: auth(admin, darksoul.version) })).statusCode, 204)
    const successor = await app.inject({ method: 'POST', url: '/v1/rulings', payload: { ...ruling, id: 'card-lyla-veiler-newer', supersedes: ['card-lyla-effect-veiler'] }, headers: auth(editor) })
    t.equal(successor.statusCode, 201, successor.body)
    const qa = await get('/v1/references/ref-qa-8765')
    t.equal((await app.inject({ method: 'PATCH', url: '/v1/references/ref-qa-8765', payload: { title: 'Q&A 8765, retitled by an editor' }, headers: auth(editor, qa.version) })).statusCode, 200)
    const lyla = await get(`/v1/cards/${path(LYLA)}/behaviours`)
    const optional = { phases: lyla.curated.phases.map((phase: object) => ({ ...phase, mandatory: false })) }
    t.equal((await app.inject({ method: 'PUT', url: `/v1/cards/${path(LYLA)}/behaviours`, payload: optional, headers: auth(editor, lyla.version) })).statusCode, 200)
    const superseded = await get('/v1/rulings/card-lyla-effect-veiler')
    t.match(superseded, { status: 'superseded', supersededBy: 'card-lyla-veiler-newer' })
    t.match((await get('/v1/rulings/card-lyla-effect-veiler/history')).at(-1), { action: 'superseded', before: { status: 'current' }, after: { status: 'superseded' } })

    const before = {
      veiler: superseded,
      qa: await get('/v1/references/ref-qa-8765'),
      lyla: await get(`/v1/cards/${path(LYLA)}/behaviours`),
      veilerBehaviours: await get(`/v1/cards/${path(VEILER)}/behaviours`),
    }
    await seedContent(app.db.prisma)
    await seedContent(app.db.prisma)
    app.catalogCache.clear()
    t.same(await get('/v1/rulings/card-lyla-effect-veiler'), before.veiler, 'the ruling, its links and its supersession')
    t.same(await get('/v1/references/ref-qa-8765'), before.qa, 'the reference')
    t.same(await get(`/v1/cards/${path(LYLA)}/behaviours`), before.lyla, 'the behaviours')
    t.same(await get(`/v1/cards/${path(VEILER)}/behaviours`), before.veilerBehaviours)
    t.equal((await app.inject('/v1/rulings/card-lyla-xx-saber-darksoul')).statusCode, 404, 'a deleted curated ruling stays deleted')
  })
})
