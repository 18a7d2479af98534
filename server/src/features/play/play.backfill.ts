/**
 * Existing mastery rows recomputed with the learner model (issue 14): rows written before its current version
 * (migration 0019 marks the EWMA's rows model_version 0, the first model's rows are 1, BKT without the slow
 * learner 2; the demo's seeded history writes 0) get their belief, estimate and review date replayed from the
 * child's recorded attempts, oldest first, with the same functions the answer loop uses (play.model.ts). Run by the primary at start
 * (main.ts) before any worker serves; only rows below MODEL_VERSION are read and each is written with it, so
 * running it again does nothing.
 * `mastered_at` is kept: badges were counted from it.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import * as model from './play.model';

interface AttemptFact {
  studentId: number;
  conceptId: number;
  attemptType: 'first' | 'guided' | 'show_answer';
  isCorrect: boolean;
  lookMs: number | null;
  createdAt: Date;
  level: 'easy' | 'medium' | 'hard';
  guess: number;
  tracing: boolean;
}

const BATCH = 200;

/** Replays one child's attempts on one concept (oldest first) into a skill belief. */
export function replay(facts: readonly AttemptFact[]): { skill: model.Skill; last: Date | null } {
  let skill: model.Skill = { ...model.MODEL.prior };
  let last: Date | null = null;
  for (const f of facts) {
    if (f.attemptType === 'show_answer') continue;
    skill = model.decayed(skill, model.daysBetween(last, f.createdAt));
    const kind = f.tracing ? 'tracing' : f.attemptType;
    const guess = kind === 'guided' ? model.guidedGuess(f.guess) : f.guess;
    const weight = model.weightOf(kind, f.lookMs ?? undefined, null);
    skill = model.update(skill, { difficulty: model.MODEL.levelDifficulty[f.level], guess }, f.isCorrect, weight);
    last = f.createdAt;
  }
  return { skill, last };
}

/** Recomputes every mastery row not yet the learner model's; returns how many rows were written. */
export async function recomputeLearnerModel(ctx: AppContext): Promise<number> {
  let written = 0;
  for (;;) {
    const students = await ctx.db.execute<{ id: number }>(
      sql`select distinct student_id as id from concept_mastery where model_version < ${model.MODEL_VERSION} order by student_id limit ${BATCH}`,
    );
    const ids = students.rows.map((r) => r.id);
    if (ids.length === 0) return written;
    await ctx.db.transaction(async (tx) => {
      const rows = await tx.execute<{ studentId: number; conceptId: number; requiredScore: number }>(
        sql`select m.student_id as "studentId", m.concept_id as "conceptId", c.required_score as "requiredScore"
            from concept_mastery m join concepts c on c.id = m.concept_id
            where m.model_version < ${model.MODEL_VERSION} and m.student_id in (${sql.join(ids, sql`, `)}) for update of m`,
      );
      const facts = await tx.execute<AttemptFact & Record<string, unknown>>(
        sql`select a.student_id as "studentId", a.concept_id as "conceptId", a.attempt_type as "attemptType", a.is_correct as "isCorrect",
              a.look_ms as "lookMs", a.created_at as "createdAt", q.difficulty_level as level, q.guess,
              (q.extra_data ? 'target') as tracing
            from attempts a join questions q on q.id = a.question_id
            where a.student_id in (${sql.join(ids, sql`, `)}) and a.concept_id is not null
            order by a.student_id, a.concept_id, a.id`,
      );
      const byKey = new Map<string, AttemptFact[]>();
      for (const f of facts.rows) {
        const key = `${f.studentId}:${f.conceptId}`;
        let list = byKey.get(key);
        if (!list) byKey.set(key, (list = []));
        list.push({ ...f, createdAt: new Date(f.createdAt), guess: Number(f.guess) });
      }
      for (const row of rows.rows) {
        const { skill, last } = replay(byKey.get(`${row.studentId}:${row.conceptId}`) ?? []);
        const due = last ? model.reviewDue(skill, row.requiredScore, last) : null;
        await tx.execute(
          sql`update concept_mastery set skill_mean = ${skill.mean}, skill_sd = ${skill.sd}, slow_learner = ${model.slowLearnerOf(skill)}, mastery = ${model.estimateOf(skill)},
                review_due_at = ${due ? due.toISOString() : null}::timestamptz, model_version = ${model.MODEL_VERSION}
              where student_id = ${row.studentId} and concept_id = ${row.conceptId}`,
        );
        written++;
      }
    });
  }
}
