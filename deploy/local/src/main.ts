import { inspect } from 'node:util';
import { createLogger, onShutdownSignal } from '@bankxl/platform';
import { startEmbedded } from './embedded.js';

// `make start`: the whole product in one process. PORT, DATA_DIR and PUBLIC_URL come from env.
const log = createLogger('bankxl');
const port = Number(process.env.PORT ?? 8080);
try {
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  const app = await startEmbedded({ port, dataDir: process.env.DATA_DIR ?? './data', publicUrl: process.env.PUBLIC_URL, log, env });
  onShutdownSignal(log, app.stop);
  console.warn(`\n  bankxl is running at ${process.env.PUBLIC_URL ?? app.url}\n  data: ${app.dataDir} (mail in ${app.dataDir}/mail)\n`);
} catch (err) {
  // Not every failure is an Error (an embedded engine may throw a plain object): say what it holds, not [object Object].
  console.error(`bankxl could not start: ${err instanceof Error ? err.message : inspect(err, { depth: 2, breakLength: Infinity })}`);
  process.exit(1);
}
