/**
 * Curriculum tags of the library (issue 13 item 7): every library concept serves a competency of the
 * catalogue, the sync writes them, and migration 0022 gives them to a database that already holds the
 * library (and nothing to one that doesn't).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMPETENCIES, competencyLabel, competencyOf, K12_KINDERGARTEN_GUIDE_2016, type ConceptsResponse } from '@aralin/contract';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher } from '../../../test/fixtures';
import { staffToken } from '../../features/dashboards/monitoring.test-world';
import { curriculumMigrationSql } from './curriculum-migration';
import { libraryConcepts, PREBUILT_LIBRARY } from './index';

const MIGRATION = path.resolve(import.meta.dirname, '../../../migrations/0022_curriculum_tags.sql');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the library’s curriculum tags', () => {
  it('carries the official codes found, each with whose code it is; the others stay null', () => {
    // Each code was read next to the same wording in pages citing the 2016 guide (docs/prebuilt-library.md).
    expect(Object.fromEntries(COMPETENCIES.map((c) => [c.key, c.code]))).toEqual({
      'k-alphabet': 'LLKAK-Ih-3',
      'k-letter-sounds': 'LLKAK-Ih-7',
      'k-vocabulary': null,
      'k-rote-count-20': 'MKSC-00-12',
      'k-count-10': 'MKC-00-7',
      'k-numerals-10': 'MKC-00-2',
      'k-compare-groups': 'MKC-00-8',
      'k-before-after': null,
      'k-sort-attribute': 'MKSC-00-6',
      'k-describe-attributes': null,
    });
    for (const c of COMPETENCIES) expect(c.codeSource, c.key).toEqual(c.code === null ? null : K12_KINDERGARTEN_GUIDE_2016);
    const count = competencyOf('k-count-10')!;
    expect(competencyLabel(count, 'en')).toBe('Count objects with one-to-one correspondence up to quantities of 10 (MKC-00-7)');
    expect(competencyLabel(count, 'tl')).toBe('Nakabibilang ng mga bagay nang isa-sa-isa hanggang 10 (MKC-00-7)');
    expect(competencyLabel(competencyOf('k-vocabulary')!, 'en')).toBe(competencyOf('k-vocabulary')!.words.en);
  });

  it('tags every library concept with a competency of the catalogue', () => {
    const concepts = [...libraryConcepts(PREBUILT_LIBRARY).values()];
    expect(concepts.length).toBe(113);
    for (const c of concepts) expect(competencyOf(c.competency), c.name).toBeDefined();
    expect(new Set(COMPETENCIES.map((c) => c.key)).size).toBe(COMPETENCIES.length);
    expect(libraryConcepts(PREBUILT_LIBRARY).get('letter ññ / titik ññ')?.competency).toBe('k-alphabet');
    expect(libraryConcepts(PREBUILT_LIBRARY).get('number 7 / bilang 7')?.competency).toBe('k-numerals-10');
    expect(libraryConcepts(PREBUILT_LIBRARY).get('number 15 / bilang 15')?.competency).toBe('k-rote-count-20');
  });

  it('migration 0022 holds the content’s tags (rewrite it with curriculum-migration.ts)', () => {
    expect(fs.readFileSync(MIGRATION, 'utf8')).toContain(curriculumMigrationSql());
  });

  it('the concepts list shows each library concept’s competency with its code and words', async () => {
    const admin = await createAdmin(t);
    const teacher = await createTeacher(t, admin);
    const res = await call(t.app, { method: 'GET', url: '/management/concepts/', token: await staffToken(t, teacher) });
    const library = json<ConceptsResponse>(res).filter((c) => c.is_library);
    expect(library.length).toBeGreaterThanOrEqual(113);
    const letter = library.find((c) => c.name === 'Letter Bb / Titik Bb')!;
    expect(letter.competency).toMatchObject({
      key: 'k-alphabet',
      code: 'LLKAK-Ih-3',
      code_source: K12_KINDERGARTEN_GUIDE_2016,
      grade: 'K',
      words: { en: 'Identify the letters of the alphabet (mother tongue, orthography)' },
    });
    for (const c of library.filter((x) => libraryConcepts(PREBUILT_LIBRARY).has(x.name.toLowerCase())))
      expect(c.competency, c.name).not.toBeNull();
  });

  it('the migration tags the library’s concepts where they exist and touches no school’s concept', async () => {
    const db = t.ctx.db;
    await db.execute(sql`update concepts set competency = null where organization_id is null`);
    const admin = await createAdmin(t);
    // A school's concept named like a library one keeps its own (no) tag.
    await db.execute(sql`insert into concepts (organization_id, name) values (${admin.user.organizationId}, 'Letter Aa / Titik Aa')`);
    await db.execute(sql.raw(curriculumMigrationSql()));
    const { rows } = await db.execute<{ untagged: number; school: number }>(sql`
      select (count(*) filter (where organization_id is null and competency is null and lower(name) in (${sql.join(
        [...libraryConcepts(PREBUILT_LIBRARY).keys()].map((k) => sql`${k}`),
        sql`, `,
      )})))::int as untagged,
        (count(*) filter (where organization_id is not null and competency is not null))::int as school
      from concepts`);
    expect(rows[0]).toEqual({ untagged: 0, school: 0 });
  });
});
