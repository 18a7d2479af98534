/**
 * Folders the server reads at run time, found the same way from its sources (server/src/…) and from its
 * build (server/dist/*.js, issue 21): the server package's folder is the nearest one up with a package.json.
 */
import fs from 'node:fs';
import path from 'node:path';

function serverDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${import.meta.dirname}`);
  }
}

/** server/ */
export const SERVER_DIR = serverDir();
/** server/migrations: the SQL that drizzle-kit generated, run at start. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'migrations');
/** web/dist: the built web app. */
export const WEB_DIST = path.resolve(SERVER_DIR, '..', 'web', 'dist');
