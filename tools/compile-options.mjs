/**
 * How `npm start` (tools/start.mjs) and `npm test` (tools/run-tests.ts) compile the TypeScript
 * sources with esbuild: each file on its own (tsc's `isolatedModules`), the folders' layout kept
 * under `outdir`, the sources' own target (tsconfig.json), import attributes (JSON modules) kept as
 * written, inline source maps so a stack names the .ts line. One place, so the two never drift.
 */
export function compileOptions(root, outdir) {
  return {
    outdir,
    outbase: root,
    write: false,
    bundle: false,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    supported: { 'import-attributes': true },
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'warning',
  }
}
