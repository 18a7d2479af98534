/* global fetch, setTimeout */
// npm run check:prod-install (CI, issue 21): a built tree runs with production dependencies only.
// Copies the checkout (its sources, mtimes kept, and web/dist and server/dist) to a temporary folder, runs
// `npm ci --omit=dev` there (no engine warnings allowed, no tsx, esbuild or vite installed), then
// `npm start` (scripts/start.mjs) in cluster mode on a new embedded database: it must not build anything,
// must answer /healthz, /readyz, the page and the CSRF cookie, and must stop cleanly on SIGTERM. Most of its
// time is npm ci (about 25 s of CPU).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale } from './web-build.mjs';
import { buildServerIfStale } from './server-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
/** Never copied: installs, data, test output, git, and the builds (copied on their own). */
const SKIP = new Set(['node_modules', '.git', 'data', 'test-results', 'coverage', '.tmp', 'dist']);
const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);

function fail(message) {
  console.error(`prod-install check failed: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

if (!(buildWebIfStale() && (await buildServerIfStale()))) fail('the build failed');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-prod-'));
fs.chmodSync(work, 0o755); // the embedded PostgreSQL runs as the postgres user when we are root
const tree = path.join(work, 'aralin');
let server;
try {
  // The checkout without what installs, runs and tests make, times kept; then the two builds.
  let copied = 0;
  fs.cpSync(root, tree, {
    recursive: true,
    preserveTimestamps: true,
    filter: (src) => {
      const name = path.basename(src);
      if (SKIP.has(name) || name.startsWith('dist.')) return false;
      if (fs.statSync(src).isFile()) copied++;
      return true;
    },
  });
  for (const dir of ['web/dist', 'server/dist'])
    fs.cpSync(path.join(root, dir), path.join(tree, dir), { recursive: true, preserveTimestamps: true });
  step(`copied ${copied} files and the builds to ${tree}`);

  const ci = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: tree, encoding: 'utf8' });
  if (ci.status !== 0) fail(`npm ci --omit=dev exited with ${ci.status}:\n${ci.stderr}`);
  if (/EBADENGINE/.test(ci.stderr)) fail(`npm ci --omit=dev warns about engines:\n${ci.stderr}`);
  for (const dev of ['tsx', 'esbuild', 'vite'])
    if (fs.existsSync(path.join(tree, 'node_modules', dev))) fail(`${dev} was installed with --omit=dev`);
  step('npm ci --omit=dev: no engine warnings, no development tools');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_CONCURRENCY: '2',
    SEED_DEMO: '0',
  };
  for (const name of ['DATABASE_URL', 'APP_SECRET', 'NODE_ENV', 'VITEST', 'NODE_OPTIONS']) delete env[name];
  // What `npm start` runs; started directly so that SIGTERM goes to the primary alone, as systemd sends it.
  server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: tree, env });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  for (let i = 0; i < 600 && !log.includes('is ready on'); i++) {
    if (server.exitCode !== null) fail(`npm start stopped (${server.exitCode}):\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!log.includes('is ready on')) fail(`npm start was not ready within 60 s:\n${log}`);
  if (/Building the/.test(log)) fail(`npm start built something in a built tree:\n${log}`);
  if (!log.includes('2 worker processes')) fail(`not in cluster mode:\n${log}`);

  const health = await fetch(`${base}/healthz`);
  if (health.status !== 200) fail(`/healthz answered ${health.status}`);
  const ready = await fetch(`${base}/readyz`);
  if (ready.status !== 200) fail(`/readyz answered ${ready.status}: ${await ready.text()}`);
  const page = await fetch(`${base}/student-code`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">')) fail(`the page answered ${page.status}: ${html.slice(0, 200)}`);
  const csrf = await fetch(`${base}/account/csrf/`);
  if (csrf.status !== 200 || !/csrftoken=/.test(csrf.headers.get('set-cookie') ?? ''))
    fail(`/account/csrf/ answered ${csrf.status} without its cookie`);
  step(`npm start served /healthz, /readyz, the page and a cookie from the built tree (${base})`);

  server.kill('SIGTERM');
  const code = await new Promise((resolve) => (server.exitCode !== null ? resolve(server.exitCode) : server.once('exit', resolve)));
  if (code !== 0) fail(`npm start exited with ${code} on SIGTERM:\n${log.slice(-2000)}`);
  if (fs.existsSync(path.join(work, 'data', 'pg', 'data', 'postmaster.pid'))) fail('PostgreSQL was left running');
  step('stopped cleanly');

  // A source edited after the build, where the development tools are absent: one sentence, nothing started.
  const now = new Date();
  fs.utimesSync(path.join(tree, 'server', 'src', 'main.ts'), now, now);
  const stale = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: tree, env, encoding: 'utf8', timeout: 30_000 });
  if (stale.status !== 1 || !stale.stderr.includes('esbuild (a development dependency) is not installed'))
    fail(`a stale build without esbuild: exit ${stale.status}\n${stale.stdout}${stale.stderr}`);
  step('a stale build without the development tools: refused in one sentence');
} finally {
  // After a failure: the workers end with the primary (their IPC channel closes); PostgreSQL is told to
  // stop at once (SIGQUIT to the postmaster named in postmaster.pid).
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  const pidFile = path.join(work, 'data', 'pg', 'data', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // not running
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
}
