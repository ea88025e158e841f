/**
 * A DATABASE_URL that cannot be used stops the service, and every script, with one line saying why
 * and what to do, and exit code 1: never a stack trace.
 */
import t, { type Test } from 'tap'
import { spawn } from 'node:child_process'
import { PROJECT_ROOT } from '../src/paths.js'
import { cannotOpen } from '../src/db/open.js'
import { projectScript } from './helpers/project-script.js'

/** Runs a script with DATABASE_URL set; its exit code and what it wrote to stderr. */
function run(script: string, databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', PORT: '0' }
    delete env.TEST_DATABASE_URL
    const child = spawn(...projectScript(script), { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

const oneLine = (t: Test, stderr: string, pattern: RegExp, what: string) => {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '' && !line.includes('ExperimentalWarning') && !line.includes('--trace-warnings'))
  t.equal(lines.length, 1, `${what}: one line (${JSON.stringify(lines.slice(0, 3))})`)
  t.match(lines[0] ?? '', pattern, what)
  t.notMatch(stderr, /^\s+at /m, `${what}: no stack trace`)
}

t.test('the messages say why and what to do', async (t) => {
  const missing = Object.assign(new Error('database "rulings" does not exist'), { code: '3D000' })
  t.match(cannotOpen('postgresql://postgres@db.internal:6543/rulings', missing), /database "rulings", which does not exist on the PostgreSQL server at db\.internal:6543: create it \(createdb rulings/)
  const wrapped = Object.assign(new Error('wrapped'), { cause: missing })
  t.match(cannotOpen('postgresql://postgres@db.internal/rulings', wrapped), /does not exist on the PostgreSQL server at db\.internal:5432/, 'found inside a wrapper too')
  const login = Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' })
  t.match(cannotOpen('postgresql://app:secret@db.internal/rulings', login), /refused the login of user "app" \(password authentication failed/)
  t.notMatch(cannotOpen('postgresql://app:secret@db.internal/rulings', login), /secret/, 'never the password')
  t.equal(cannotOpen('postgresql://postgres@db.internal/rulings', new Error('a bug of ours')), null, 'any other failure is thrown as it is')
})

t.test('a server that cannot be reached: one line, exit 1', async (t) => {
  // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
  const server = await run('src/server.ts', 'postgresql://postgres@127.0.0.1:1/rulings')
  t.equal(server.code, 1, 'npm start exits 1')
  oneLine(t, server.stderr, /cannot reach the PostgreSQL server that DATABASE_URL names \(127\.0\.0\.1:1\)/, 'npm start')
  const migrate = await run('src/scripts/migrate.ts', 'postgresql://postgres@127.0.0.1:1/rulings')
  t.equal(migrate.code, 1)
  oneLine(t, migrate.stderr, /cannot reach the PostgreSQL server/, 'npm run db:migrate')
})

t.test('a database that does not exist: one line, exit 1', { skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (a PostgreSQL server)' }, async (t) => {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/no_such_database_${process.pid}`
  const { code, stderr } = await run('src/server.ts', url.toString())
  t.equal(code, 1)
  oneLine(t, stderr, new RegExp(`DATABASE_URL names the database "no_such_database_${process.pid}", which does not exist`), 'npm start')
})
