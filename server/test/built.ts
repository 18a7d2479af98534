/**
 * The built server and its commands (server/dist: what `npm start`, `npm run backup` and the other commands
 * run) for the tests that start them as processes of their own. Running the build instead of the sources
 * through tsx tests what ships, and saves each start about two seconds of CPU (compiling the sources on load;
 * docs/benchmarks.md, "CI run time", session 14). The test projects' global setup builds it when the sources
 * are newer (`ensureServerBuilt`).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The built entry of `name`: the server (`main`) or a command. */
export function builtEntry(name: 'main' | 'backup' | 'files-to-s3'): string {
  return path.join(root, 'server', 'dist', `${name}.js`);
}

/** The Node flags of `npm start` (package.json's start script) in a checkout, for starting the server as it does. */
export function npmStartFlags(checkout = root): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((a) => a.startsWith('--'));
}

const BUILD = Symbol.for('aralin.test.serverBuild');

/**
 * Builds server/dist when its sources are newer than it, once per process: the projects' global setups run
 * in one process, and two builds at once would swap the same folder.
 */
export function ensureServerBuilt(): Promise<void> {
  const shared = globalThis as unknown as Record<symbol, Promise<void> | undefined>;
  shared[BUILD] ??= (async () => {
    // @ts-expect-error a plain .mjs script without types
    const { buildServerIfStale } = (await import('../../scripts/server-build.mjs')) as { buildServerIfStale: () => Promise<boolean> };
    if (!(await buildServerIfStale())) throw new Error('the server build failed (see above)');
  })();
  return shared[BUILD];
}
