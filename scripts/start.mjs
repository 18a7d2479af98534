// npm start: build the web app and the server when their sources are newer than their builds, then run the
// built server (server/dist/main.js, JavaScript: no TypeScript tooling at run time, issue 21).
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';
import { buildServerIfStale } from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Worker processes run this file again (node:cluster forks process.argv[1]): the primary has built.
if (cluster.isPrimary && !(buildWebIfStale() && (await buildServerIfStale()))) process.exit(1);

// One process: the server runs here, so a signal or kill reaches it directly.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
