/**
 * The worker thread's entry (piscina): one task at a time, an enumerate or a long board's main
 * line (enumerate-task.ts), or an explanation (explain-task.ts, by name).
 */
import { runEnumerate } from './enumerate-task.js'

export { renderExplanation } from './explain-task.js'
export default runEnumerate
