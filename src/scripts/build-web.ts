/** npm run build's second half: bundles the web page into web/dist and says its sizes. */
import { buildWebBundle, webBundleSizes } from '../web/bundle.js'

const bundle = await buildWebBundle()
const sizes = webBundleSizes(bundle)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
console.log(
  `web page: web/dist/${bundle.script} ${kb(sizes.script.bytes)} (${kb(sizes.script.gzipped)} gzipped), ` +
    `web/dist/${bundle.style} ${kb(sizes.style.bytes)} (${kb(sizes.style.gzipped)} gzipped)`,
)
