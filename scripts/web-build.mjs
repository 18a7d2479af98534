// Builds the web app when its sources (or the contract) are newer than web/dist. Used by npm start and e2e.
import { spawnSync } from 'node:child_process';
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

/** Builds when needed; returns false when the build failed. */
export function buildWebIfStale() {
  const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const sourcesAt = Math.max(newest(path.join(root, 'web')), newest(path.join(root, 'contract', 'src')));
  if (sourcesAt <= builtAt) return true;
  console.log('Building the web app...');
  // Always a production build: under vitest NODE_ENV is 'test', which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  return spawnSync('npm', ['run', 'build', '-w', '@aralin/web'], { cwd: root, stdio: 'inherit', env }).status === 0;
}
