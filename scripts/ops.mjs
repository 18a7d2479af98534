// npm run backup | restore | files:to-s3: the command-line tools, from the server's build (see start.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale } from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// backup.js reads its mode (backup or restore) and file from the arguments; files-to-s3.js takes none.
const entry = process.argv[2] === 'files-to-s3' ? 'files-to-s3' : 'backup';
if (!(await buildServerIfStale())) process.exit(1);
await import(pathToFileURL(path.join(root, 'server', 'dist', `${entry}.js`)).href);
