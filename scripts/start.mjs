// npm start: build the web app and the server when their sources are newer than their builds, then run the
// built server (server/dist/main.js, JavaScript: no TypeScript tooling at run time, issue 21).
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';
import { buildServerIfStale } from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Worker processes run this file again (node:cluster forks process.argv[1]): the primary has built.
if (cluster.isPrimary && !(buildWebIfStale() && (await buildServerIfStale()))) process.exit(1);

/**
 * With several worker processes (WEB_CONCURRENCY unset on a machine of several cores, or 2 to 64), the first
 * starts now: it loads its modules while this process loads its own and opens the database, so the product
 * answers as soon as one process alone would (issue 11). server/src/main.ts adopts it. Any other
 * WEB_CONCURRENCY starts none here: the server checks it and says what is wrong.
 */
function severalWorkers() {
  const n = process.env.WEB_CONCURRENCY?.trim();
  if (!n) return os.availableParallelism() > 1;
  return /^\d+$/.test(n) && Number(n) >= 2 && Number(n) <= 64;
}
if (cluster.isPrimary && severalWorkers()) cluster.fork();

// One process: the server runs here, so a signal or kill reaches it directly.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
