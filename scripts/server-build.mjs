// Bundles the server into server/dist with esbuild (issue 21): production runs JavaScript, not TypeScript
// through tsx. @aralin/contract is bundled in; every npm package stays external and comes from node_modules
// (the dependencies of server/package.json), so `npm ci --omit=dev` is enough to run the build.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'server', 'dist');

/** Each built file and its source: the server, and the command-line tools that use its code. */
const ENTRIES = {
  main: 'server/src/main.ts',
  backup: 'scripts/backup.ts',
  'files-to-s3': 'scripts/files-to-s3.ts',
};
/** What a build is made from; a change to any of them makes the build stale. */
const SOURCES = ['server/src', 'contract/src', ...Object.values(ENTRIES)];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const entry of fs.readdirSync(p)) t = Math.max(t, newest(path.join(p, entry)));
  return t;
}

/** When the build was made: its oldest entry file; 0 when one is missing. */
function builtAt() {
  let t = Infinity;
  for (const name of Object.keys(ENTRIES)) {
    const file = path.join(dist, `${name}.js`);
    if (!fs.existsSync(file)) return 0;
    t = Math.min(t, fs.statSync(file).mtimeMs);
  }
  return t;
}

/** Every bare import is an npm package (or a Node built-in) left for Node to load, except our own workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@aralin/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds server/dist; returns false when the build failed or esbuild is not installed. */
export async function buildServer() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    console.error(
      'The server needs building, and esbuild (a development dependency) is not installed: run `npm ci` and `npm run build`, then copy the tree or install with --omit=dev.',
    );
    return false;
  }
  // Built beside the old build, then swapped in, so a running server never sees half a build.
  const next = `${dist}.next-${process.pid}`;
  fs.rmSync(next, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRIES,
      outdir: next,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [externalPackages],
      logLevel: 'warning',
    });
  } catch {
    fs.rmSync(next, { recursive: true, force: true });
    return false; // esbuild has printed the errors
  }
  const old = `${dist}.old-${process.pid}`;
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(next, dist);
  fs.rmSync(old, { recursive: true, force: true });
  return true;
}

/**
 * Builds the server when its sources are present and newer than server/dist; a tree without sources (a
 * copied build) runs what it has. Returns false when a needed build failed.
 */
export async function buildServerIfStale() {
  if (!fs.existsSync(path.join(root, 'server', 'src'))) {
    if (builtAt() > 0) return true;
    console.error('There is neither a server build (server/dist) nor its sources (server/src).');
    return false;
  }
  const sourcesAt = Math.max(
    ...SOURCES.map((p) => path.join(root, p))
      .filter((p) => fs.existsSync(p))
      .map(newest),
  );
  if (sourcesAt <= builtAt()) return true;
  console.log('Building the server...');
  return buildServer();
}

/** `node scripts/server-build.mjs`: build now. */
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (!(await buildServer())) process.exit(1);
}
