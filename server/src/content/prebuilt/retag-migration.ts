/**
 * Writes migration 0018 (issue 15 item 2): the library's questions move from one coarse concept per activity
 * ("Tracing letters") to their own concept ("Letter Ññ"), and nothing a child did is lost:
 *
 * 1. the new concepts are created (organization null, as the sync would), only in a database that holds the
 *    library: a new one gets them from the sync at start, so a restore still finds it empty;
 * 2. each library question, found by its content hash (extra_data.prebuilt_hash), gets its concept; so does
 *    each school copy of one (same content, or for tracing the same target) still on a library concept;
 * 3. their attempts follow their question, and so do sessions' remembered concepts (play_sessions.state);
 * 4. an activity whose questions all count for one concept keeps it, else has none of its own;
 * 5. every child's mastery of each concept touched is computed again from the attempts, by the engine's
 *    rule (docs/adaptive-play.md "Concept mastery": mastery ← round(m + 0.3 × (100 × outcome − m)) for each
 *    finished question, in order; mastered_at when it first reached the required score);
 * 6. the old coarse concepts go when nothing points at them any more.
 *
 * Badges are counted from history and never lowered (student_rewards), so nothing earned is taken back.
 * Run `npx tsx server/src/content/prebuilt/retag-migration.ts > server/migrations/0018_library_concepts.sql`
 * only while 0018 has not shipped; `retag-migration.test.ts` checks the file against the content.
 *
 * The shipped file maps both the hashes existing installs hold (the library as it was before issues 15 item 2
 * and item 4 landed together) and the current ones: issue 15 item 4 reworded the listening items, so their
 * stored rows carry the older hashes; the sync then replaces them with the new versions.
 */
import path from 'node:path';
import { libraryConcepts, PREBUILT_LIBRARY, questionConcept } from './index';
import { questionHash } from './sync';
import type { PrebuiltActivity } from './types';

/** The library's concepts before issue 15 (one per activity), removed when nothing points at them. */
export const OLD_LIBRARY_CONCEPTS = [
  'Mga titik ng Abakada / Abakada letters',
  'Alpabetong Filipino / Filipino alphabet',
  'Mga pantig / Syllables',
  'Mga unang salita / First words',
  'Capital and small letters / Malaki at maliit na titik',
  'Beginning sounds / Unang tunog',
  'Sight words / Mga salitang madalas makita',
  'Numbers 1-20 / Mga bilang 1-20',
  'Counting / Pagbilang',
  'Shapes / Mga hugis',
  'Colors / Mga kulay',
  'More or less / Marami o kaunti',
  'Tracing letters / Pagbakat ng titik',
  'Tracing numbers / Pagbakat ng bilang',
  'Tracing shapes / Pagbakat ng hugis',
];

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const BREAK = '--> statement-breakpoint';

/** The question hash → concept name pairs of a library. */
export function conceptMap(library: readonly PrebuiltActivity[]): [string, string][] {
  return library.flatMap((a) => a.questions.map((q) => [questionHash(q), questionConcept(q).name] as [string, string]));
}

/** The migration's SQL for a library (statements separated by drizzle's breakpoint). */
export function retagMigrationSql(library: readonly PrebuiltActivity[] = PREBUILT_LIBRARY): string {
  const concepts = [...libraryConcepts(library).values()].map((c) => `(${literal(c.name)}, ${c.required_score})`);
  const map = conceptMap(library).map(([hash, name]) => `(${literal(hash)}, ${literal(name)})`);
  const statements = [
    `-- Issue 15 item 2: one concept per letter, number, shape, color, sound, syllable family, sight word and number fact.
-- Written by server/src/content/prebuilt/retag-migration.ts (read it for the steps).
CREATE TEMP TABLE retag_concepts (name varchar(150) PRIMARY KEY, required_score integer NOT NULL) ON COMMIT DROP`,
    `INSERT INTO retag_concepts (name, required_score) VALUES\n  ${concepts.join(',\n  ')}`,
    `CREATE TEMP TABLE retag_map (hash text PRIMARY KEY, concept varchar(150) NOT NULL) ON COMMIT DROP`,
    `INSERT INTO retag_map (hash, concept) VALUES\n  ${map.join(',\n  ')}`,
    `INSERT INTO concepts (organization_id, name, required_score)
SELECT NULL, rc.name, rc.required_score FROM retag_concepts rc
WHERE NOT EXISTS (SELECT 1 FROM concepts c WHERE c.organization_id IS NULL AND lower(c.name) = lower(rc.name))
  AND EXISTS (SELECT 1 FROM activities WHERE is_prebuilt)`,
    `CREATE TEMP TABLE retag_questions (question_id integer PRIMARY KEY, new_concept integer NOT NULL) ON COMMIT DROP`,
    // Library questions by their content hash; one retired since (issue 12) by its tracing target, or by the
    // one concept its activity's questions share.
    `INSERT INTO retag_questions (question_id, new_concept)
SELECT x.question_id, x.concept_id FROM (
  SELECT DISTINCT ON (q.id) q.id AS question_id, q.concept_id AS current_id, c.id AS concept_id
  FROM questions q
  JOIN activities a ON a.id = q.activity_id AND a.is_prebuilt
  JOIN LATERAL (
    SELECT m.concept, 1 AS rank FROM retag_map m WHERE m.hash = q.extra_data->>'prebuilt_hash'
    UNION ALL
    SELECT m.concept, 2 FROM questions l JOIN retag_map m ON m.hash = l.extra_data->>'prebuilt_hash'
    WHERE q.extra_data->>'type' = 'tracing' AND l.extra_data->>'type' = 'tracing' AND l.extra_data->>'target' = q.extra_data->>'target'
    UNION ALL
    SELECT min(m.concept), 3 FROM questions l JOIN retag_map m ON m.hash = l.extra_data->>'prebuilt_hash'
    WHERE l.activity_id = q.activity_id HAVING count(DISTINCT m.concept) = 1
  ) k ON true
  JOIN concepts c ON c.organization_id IS NULL AND lower(c.name) = lower(k.concept)
  ORDER BY q.id, k.rank
) x
WHERE x.current_id IS DISTINCT FROM x.concept_id`,
    // School copies ("make my own copy", issue 12) still on a library concept: the same content as a library
    // question, or a tracing question of the same target (a teacher may have reworded its prompt).
    `INSERT INTO retag_questions (question_id, new_concept)
SELECT x.question_id, x.concept_id FROM (
  SELECT DISTINCT ON (q.id) q.id AS question_id, old.id AS current_id, c.id AS concept_id
  FROM questions q
  JOIN activities a ON a.id = q.activity_id AND NOT a.is_prebuilt
  JOIN concepts old ON old.id = coalesce(q.concept_id, a.concept_id) AND old.organization_id IS NULL
  JOIN questions l ON (l.extra_data - 'prebuilt_hash' - 'retired') = (q.extra_data - 'prebuilt_hash' - 'retired')
    OR (q.extra_data->>'type' = 'tracing' AND l.extra_data->>'type' = 'tracing' AND l.extra_data->>'target' = q.extra_data->>'target')
  JOIN activities la ON la.id = l.activity_id AND la.is_prebuilt
  JOIN retag_map m ON m.hash = l.extra_data->>'prebuilt_hash'
  JOIN concepts c ON c.organization_id IS NULL AND lower(c.name) = lower(m.concept)
  ORDER BY q.id, ((l.extra_data - 'prebuilt_hash' - 'retired') = (q.extra_data - 'prebuilt_hash' - 'retired')) DESC, l.id
) x
WHERE x.current_id <> x.concept_id`,
    `CREATE TEMP TABLE retag_pairs (student_id integer NOT NULL, concept_id integer NOT NULL, PRIMARY KEY (student_id, concept_id)) ON COMMIT DROP`,
    // Every child and concept whose mastery changes: the concepts attempts leave and the ones they join.
    `INSERT INTO retag_pairs (student_id, concept_id)
SELECT DISTINCT t.student_id, x.concept_id
FROM attempts t
JOIN retag_questions r ON r.question_id = t.question_id
CROSS JOIN LATERAL (VALUES (t.concept_id), (r.new_concept)) x(concept_id)
WHERE x.concept_id IS NOT NULL
ON CONFLICT DO NOTHING`,
    `UPDATE questions q SET concept_id = r.new_concept FROM retag_questions r WHERE q.id = r.question_id`,
    `UPDATE attempts t SET concept_id = r.new_concept FROM retag_questions r
WHERE t.question_id = r.question_id AND t.concept_id IS DISTINCT FROM r.new_concept`,
    // A session remembers each served question's concept (play.state.ts): an answer still to come counts for the new one.
    `UPDATE play_sessions s SET state = jsonb_set(s.state, '{served}', (
  SELECT jsonb_agg(CASE WHEN r.question_id IS NULL THEN x.e ELSE x.e || jsonb_build_object('conceptId', r.new_concept) END ORDER BY x.i)
  FROM jsonb_array_elements(s.state->'served') WITH ORDINALITY x(e, i)
  LEFT JOIN retag_questions r ON r.question_id = (x.e->>'questionId')::integer))
WHERE jsonb_typeof(s.state->'served') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.state->'served') e JOIN retag_questions r ON r.question_id = (e->>'questionId')::integer)`,
    // An activity keeps a concept of its own only when all its live questions count for that one.
    `UPDATE activities a SET concept_id = (
  SELECT CASE WHEN count(DISTINCT q.concept_id) = 1 AND count(q.concept_id) = count(*) THEN min(q.concept_id) END
  FROM questions q WHERE q.activity_id = a.id AND q.hidden_at IS NULL)
WHERE a.id IN (SELECT q.activity_id FROM questions q JOIN retag_questions r ON r.question_id = q.id)
  AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.activity_id = a.id AND q.hidden_at IS NULL AND q.concept_id IS NULL)`,
    // Mastery again from the attempts: a finished question (the try that finished it; show_answer never counts)
    // moves it 30% toward 1 (right first), 0.5 (right after the hint) or 0 (missed), rounded as the engine's
    // Math.round of a double does (play.rules.ts nextMastery).
    `DO $$
DECLARE
  p record;
  e record;
  m double precision;
  n integer;
  ok integer;
  last_at timestamptz;
  mastered timestamptz;
  org integer;
BEGIN
  FOR p IN SELECT rp.student_id, rp.concept_id, c.required_score FROM retag_pairs rp JOIN concepts c ON c.id = rp.concept_id LOOP
    m := 0; n := 0; ok := 0; last_at := NULL; mastered := NULL; org := NULL;
    FOR e IN
      SELECT t.organization_id, t.created_at,
        CASE WHEN NOT t.is_correct THEN 0 WHEN t.attempt_type = 'first' THEN 1 ELSE 0.5 END::double precision AS outcome
      FROM attempts t
      WHERE t.student_id = p.student_id AND t.concept_id = p.concept_id AND t.attempt_type IN ('first', 'guided')
        AND coalesce((t.result->>'question_finished')::boolean, t.attempt_type = 'guided' OR t.is_correct)
      ORDER BY t.created_at, t.id
    LOOP
      m := greatest(0, least(100, floor(m + 0.3::double precision * (e.outcome * 100 - m) + 0.5)));
      n := n + 1;
      ok := ok + CASE WHEN e.outcome > 0 THEN 1 ELSE 0 END;
      last_at := e.created_at;
      org := e.organization_id;
      IF mastered IS NULL AND m >= p.required_score THEN mastered := e.created_at; END IF;
    END LOOP;
    IF n = 0 THEN
      DELETE FROM concept_mastery WHERE student_id = p.student_id AND concept_id = p.concept_id;
    ELSE
      INSERT INTO concept_mastery (organization_id, student_id, concept_id, mastery, answers, correct, last_practiced_at, mastered_at)
      VALUES (org, p.student_id, p.concept_id, m::integer, n, ok, last_at, mastered)
      ON CONFLICT (student_id, concept_id) DO UPDATE SET mastery = excluded.mastery, answers = excluded.answers,
        correct = excluded.correct, last_practiced_at = excluded.last_practiced_at, mastered_at = excluded.mastered_at;
    END IF;
  END LOOP;
END $$`,
    `DELETE FROM concepts c
WHERE c.organization_id IS NULL AND lower(c.name) IN (${OLD_LIBRARY_CONCEPTS.map((n) => literal(n.toLowerCase())).join(', ')})
  AND NOT EXISTS (SELECT 1 FROM activities a WHERE a.concept_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.concept_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM attempts t WHERE t.concept_id = c.id)`,
  ];
  return `${statements.join(`;${BREAK}\n`)};\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.stdout.write(retagMigrationSql());
}
