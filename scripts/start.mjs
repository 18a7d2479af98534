// npm start: build the web app when its sources are newer than the build, then run the server.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web', 'dist', 'index.html');

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
const sourcesAt = Math.max(newest(path.join(root, 'web')), newest(path.join(root, 'contract', 'src')));
if (sourcesAt > builtAt) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@aralin/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One process: the server runs here (TypeScript through tsx), so a signal or kill reaches it directly.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'src', 'main.ts')).href);
