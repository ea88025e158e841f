/** The worker thread's entry (piscina): one enumerate request at a time, see enumerate-task.ts. */
import { runEnumerate } from './enumerate-task.js'

export default runEnumerate
