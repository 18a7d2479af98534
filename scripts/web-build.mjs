// Builds the web app when its sources (or the contract) are present and newer than web/dist. Used by npm
// start and e2e. A tree without the web's sources (a copied build) serves the web/dist it has.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web');
const dist = path.join(web, 'dist', 'index.html');

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

function viteInstalled() {
  try {
    createRequire(path.join(web, 'package.json')).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

/** Builds when needed; returns false when the build failed. */
export function buildWebIfStale() {
  if (!fs.existsSync(path.join(web, 'src'))) return true;
  const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const sourcesAt = Math.max(newest(web), newest(path.join(root, 'contract', 'src')));
  if (sourcesAt <= builtAt) return true;
  if (!viteInstalled()) {
    console.error(
      'The web app needs building, and vite (a development dependency) is not installed: run `npm ci` and `npm run build`, then copy the tree or install with --omit=dev.',
    );
    return false;
  }
  console.log('Building the web app...');
  // Always a production build: under vitest NODE_ENV is 'test', which would give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  return spawnSync('npm', ['run', 'build', '-w', '@aralin/web'], { cwd: root, stdio: 'inherit', env }).status === 0;
}
