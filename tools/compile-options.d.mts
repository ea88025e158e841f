import type { BuildOptions } from 'esbuild'

/** The esbuild options both `npm start` and `npm test` compile the sources with (compile-options.mjs). */
export function compileOptions(root: string, outdir: string): BuildOptions & { write: false }
