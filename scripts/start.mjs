// npm start: build the web app when its sources are newer than the build, then run the server.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!buildWebIfStale()) process.exit(1);

// One process: the server runs here (TypeScript through tsx), so a signal or kill reaches it directly.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'src', 'main.ts')).href);
