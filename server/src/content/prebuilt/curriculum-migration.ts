/**
 * Writes the data part of migration 0022 (issue 13 item 7): the library's concepts get their curriculum
 * competency, only where they exist (a database holding the library). A new database gets them from the
 * sync at start (syncConcepts), so a restore still finds it empty, as migration 0018 does.
 *
 * `curriculum-migration.test.ts` checks server/migrations/0022_curriculum_tags.sql against the content.
 */
import path from 'node:path';
import { libraryConcepts, PREBUILT_LIBRARY } from './index';
import type { PrebuiltActivity } from './types';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The UPDATE of the library's concepts to their competencies. */
export function curriculumMigrationSql(library: readonly PrebuiltActivity[] = PREBUILT_LIBRARY): string {
  const rows = [...libraryConcepts(library).values()]
    .filter((c) => c.competency)
    .map((c) => `(${literal(c.name)}, ${literal(c.competency!)})`);
  return `UPDATE concepts c SET competency = v.competency
FROM (VALUES
  ${rows.join(',\n  ')}
) AS v(name, competency)
WHERE c.organization_id IS NULL AND lower(c.name) = lower(v.name);`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.stdout.write(curriculumMigrationSql() + '\n');
}
