/**
 * Which server test files use the test database (the clone of global-setup.ts's template that harness.ts's
 * createTestApp makes on the server global-setup.ts provides). The second pass on another PostgreSQL server
 * (project `server-pg`, vitest.config.ts) runs only these: every other file either never opens a database
 * (pure code) or starts a server on an embedded PostgreSQL of its own (it deletes DATABASE_URL), so on that
 * pass it would run the very same code a second time and prove nothing about the other server's SQL.
 *
 * A file uses the database when it, or a helper of server/test it imports (directly or through other
 * helpers), calls `createTestApp(` or asks for the server's address (`inject('pgAdminUrl')`). Found from the
 * files' text, so a new test file is sorted by what it does, with no list to keep.
 */
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
const USES = /\bcreateTestApp\(|inject\('pgAdminUrl'\)/;

/** Every server test file (absolute paths). */
export function serverTestFiles(serverDir: string): string[] {
  const dir = path.resolve(serverDir);
  return ['src', 'test'].flatMap((top) =>
    (fs.readdirSync(path.join(dir, top), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(dir, top, f))
      .sort(),
  );
}

/** The server test files (absolute paths) that use the test database. */
export function filesUsingTestDatabase(serverDir: string): string[] {
  const testDir = path.resolve(serverDir, 'test');
  // harness.ts defines createTestApp (its text would match): the files that call it are what counts.
  const harness = path.join(testDir, 'harness.ts');
  const uses = (file: string, seen: Set<string>): boolean => {
    if (file === harness || seen.has(file) || !fs.existsSync(file)) return false;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (USES.test(text)) return true;
    return [...text.matchAll(IMPORT)].some((m) => {
      const target = path.resolve(path.dirname(file), m[1]);
      // Only server/test holds the harness and its helpers; the product's code never imports them.
      return target.startsWith(testDir + path.sep) && uses(target.endsWith('.ts') ? target : `${target}.ts`, seen);
    });
  };
  return serverTestFiles(serverDir).filter((f) => uses(f, new Set()));
}
