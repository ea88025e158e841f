/**
 * Issue 13: editors write through the API with a key, every change kept and dated. Writes without
 * a key are 401, with a read key 403; a stale edit is 412 and changes nothing; an edit then asOf
 * the day before returns the old text; the history lists both; a resolve cites a ruling added
 * through the API; ids are never reused; supersession cannot close a cycle.
 */
import t from 'tap'
import { createKey } from '../src/editors/keys.js'
import { build } from './helpers/build.js'

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const today = new Date().toISOString().slice(0, 10)

t.test('editors through the API', async (t) => {
  const app = await build(t)
  const editor = await createKey(app.db.prisma, 'alice', 'editor')
  const reader = await createKey(app.db.prisma, 'bob', 'read')
  const admin = await createKey(app.db.prisma, 'root', 'admin')
  const auth = (key: string) => ({ authorization: `Bearer ${key}` })
  const answer = {
    id: 'card-lyla-new-answer',
    game: 'yugioh',
    kind: 'card-ruling',
    title: "Lyla's End Phase effect and a hand trap",
    text: 'A new official answer about Lyla, added through the API.',
    authority: 'official',
    date: today,
    cards: [{ card: 'Lyla, Lightsworn Sorceress', situations: ['meets'] }],
    references: [{ id: 'ref-qa-8765', locator: 'qa#8765' }],
  }

  t.test('keys: none is 401, a read key is 403, nothing is written', async (t) => {
    const none = await app.inject({ method: 'POST', url: '/v1/rulings', payload: answer })
    t.equal(none.statusCode, 401)
    t.equal(none.json().code, 'UNAUTHORIZED')
    const wrong = await app.inject({ method: 'POST', url: '/v1/rulings', payload: answer, headers: auth('rk_not-a-key') })
    t.equal(wrong.statusCode, 401)
    const read = await app.inject({ method: 'POST', url: '/v1/rulings', payload: answer, headers: auth(reader) })
    t.equal(read.statusCode, 403)
    t.equal((await app.inject('/v1/rulings/card-lyla-new-answer')).statusCode, 404, 'not created')
  })

  t.test('validation names the field', async (t) => {
    const cases: Array<[object, number, RegExp]> = [
      [{ ...answer, references: [] }, 400, /references/],
      [{ ...answer, references: [{ id: 'ref-nope' }] }, 400, /references\[0\]\.id/],
      [{ ...answer, cards: [{ card: 'No Such Card Anywhere' }] }, 422, /cards\[0\]\.card/],
      [{ ...answer, cards: [{ card: 'Effect Veiler', situations: ['whenever'] }] }, 400, /cards\[0\]\.situations\[0\]/],
      [{ ...answer, id: 'Bad Id' }, 400, /id/],
      [{ ...answer, supersedes: ['card-lyla-new-answer'] }, 400, /supersedes\[0\]/],
    ]
    for (const [payload, status, field] of cases) {
      const res = await app.inject({ method: 'POST', url: '/v1/rulings', payload, headers: auth(editor) })
      t.equal(res.statusCode, status, JSON.stringify(payload).slice(0, 80))
      t.match(res.json().message, field)
    }
  })

  t.test('an editor adds an answer; the next resolve involving the card cites it', async (t) => {
    const before = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } } })
    t.notOk(before.json().rulings.some((r: { id: string }) => r.id === 'card-lyla-new-answer'))
    const created = await app.inject({ method: 'POST', url: '/v1/rulings', payload: answer, headers: auth(editor) })
    t.equal(created.statusCode, 201, created.body)
    t.equal(created.json().version, 1)
    t.equal(created.headers.location, '/v1/rulings/card-lyla-new-answer')
    const after = await app.inject({ method: 'POST', url: '/v1/resolve', payload: { turnPlayer: 'A', players: { A: { field: ['Lyla, Lightsworn Sorceress'] }, B: {} } } })
    const cited = after.json().rulings.find((r: { id: string }) => r.id === 'card-lyla-new-answer')
    t.ok(cited, 'cited by the next resolve, no restart')
    t.equal(cited?.summary, answer.text, 'with its text')
    const again = await app.inject({ method: 'POST', url: '/v1/rulings', payload: answer, headers: auth(editor) })
    t.equal(again.statusCode, 409, 'the id is taken')
  })

  t.test('edits need the version read: missing 428, stale 412 and nothing changes', async (t) => {
    const patch = { text: 'The answer, corrected.' }
    const missing = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-new-answer', payload: patch, headers: auth(editor) })
    t.equal(missing.statusCode, 428)
    const staleEdit = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-new-answer', payload: patch, headers: { ...auth(editor), 'if-match': '"7"' } })
    t.equal(staleEdit.statusCode, 412)
    t.equal((await app.inject('/v1/rulings/card-lyla-new-answer')).json().text, answer.text, 'unchanged')
    const ok = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-new-answer', payload: patch, headers: { ...auth(editor), 'if-match': '"1"' } })
    t.equal(ok.statusCode, 200, ok.body)
    t.equal(ok.json().version, 2)
    const lost = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-new-answer', payload: { text: 'a second editor, from version 1' }, headers: { ...auth(editor), 'if-match': '"1"' } })
    t.equal(lost.statusCode, 412, 'a second editor who read version 1 cannot overwrite it')
    t.equal((await app.inject('/v1/rulings/card-lyla-new-answer')).json().text, 'The answer, corrected.')
  })

  t.test('history and asOf: what a curated ruling said before an edit', async (t) => {
    const current = (await app.inject('/v1/rulings/card-lyla-effect-veiler')).json()
    const edited = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-effect-veiler', payload: { text: 'Reworded by an editor.' }, headers: { ...auth(editor), 'if-match': `"${current.version}"` } })
    t.equal(edited.statusCode, 200)
    const old = await app.inject(`/v1/rulings/card-lyla-effect-veiler?asOf=${yesterday}`)
    t.equal(old.statusCode, 200)
    t.equal(old.json().text, current.text, 'asOf yesterday: the text before the edit')
    t.equal((await app.inject(`/v1/rulings/card-lyla-effect-veiler?asOf=${today}`)).json().text, 'Reworded by an editor.')
    const history = (await app.inject('/v1/rulings/card-lyla-effect-veiler/history')).json()
    t.match(history, [{ action: 'update', changedBy: 'alice', before: { text: current.text }, after: { text: 'Reworded by an editor.' } }])
    const created = (await app.inject('/v1/rulings/card-lyla-new-answer/history')).json()
    t.same(created.map((h: { action: string }) => h.action), ['create', 'update'], 'both changes listed')
    t.equal((await app.inject(`/v1/rulings/card-lyla-new-answer?asOf=${yesterday}`)).statusCode, 404, 'not in effect yesterday')
    t.equal((await app.inject('/v1/rulings/card-lyla-new-answer?asOf=2026-13-99')).statusCode, 400)
  })

  t.test('supersede an old ruling; a cycle is refused', async (t) => {
    const successor = await app.inject({
      method: 'POST',
      url: '/v1/rulings',
      payload: { ...answer, id: 'card-lyla-newer-answer', title: 'A newer answer', supersedes: ['card-lyla-new-answer'] },
      headers: auth(editor),
    })
    t.equal(successor.statusCode, 201, successor.body)
    const old = (await app.inject('/v1/rulings/card-lyla-new-answer')).json()
    t.match(old, { status: 'superseded', supersededBy: 'card-lyla-newer-answer' })
    const cycle = await app.inject({ method: 'PATCH', url: '/v1/rulings/card-lyla-new-answer', payload: { supersedes: ['card-lyla-newer-answer'] }, headers: { ...auth(editor), 'if-match': `"${old.version}"` } })
    t.equal(cycle.statusCode, 400)
    t.match(cycle.json().message, /cycle/)
  })

  t.test('deletion is an admin\'s, and the id is never given again', async (t) => {
    const ruling = (await app.inject('/v1/rulings/card-lyla-newer-answer')).json()
    const byEditor = await app.inject({ method: 'DELETE', url: '/v1/rulings/card-lyla-newer-answer', headers: { ...auth(editor), 'if-match': `"${ruling.version}"` } })
    t.equal(byEditor.statusCode, 403)
    const byAdmin = await app.inject({ method: 'DELETE', url: '/v1/rulings/card-lyla-newer-answer', headers: { ...auth(admin), 'if-match': `"${ruling.version}"` } })
    t.equal(byAdmin.statusCode, 204)
    t.equal((await app.inject('/v1/rulings/card-lyla-newer-answer')).statusCode, 404)
    t.match((await app.inject('/v1/rulings/card-lyla-new-answer')).json(), { status: 'current', supersededBy: null }, 'what it superseded is current again')
    const reuse = await app.inject({ method: 'POST', url: '/v1/rulings', payload: { ...answer, id: 'card-lyla-newer-answer' }, headers: auth(admin) })
    t.equal(reuse.statusCode, 409)
    t.equal(reuse.json().code, 'ID_USED')
    t.match((await app.inject('/v1/rulings/card-lyla-newer-answer/history')).json().map((h: { action: string }) => h.action), ['create', 'delete'])
  })

  t.test('a restart (the seed again) keeps the editors\' version of a curated ruling', async (t) => {
    const { seedContent } = await import('../src/catalog/seed.js')
    await seedContent(app.db.prisma)
    t.equal((await app.inject('/v1/rulings/card-lyla-effect-veiler')).json().text, 'Reworded by an editor.')
  })
})
