/**
 * A floor for bench/answer-loop.bench.ts (BENCH_FLOOR=1): the least an answer loop must do on the product's
 * own tables and data, as its own bare Fastify process (node-postgres, a pool of 10). No sign-in check, no
 * request or answer schema, no learner model, no grading, no item statistics: per call one round trip to one
 * PL/pgSQL function (one transaction, its statements planned once), doing only what the spec's guarantees
 * need:
 *
 * - next: the child's play lock; the open session (opened when there is none); the first question of the
 *   pool the session has not served; the question recorded as served (so a reload or a retry gets it again);
 *   the question's stored data back. When every question was served, the session ends.
 * - submit: the child's play lock; the open session; the attempt (once: a repeat changes nothing); the
 *   child's concept row; the session's points. Committed before the answer, as every answer is.
 *
 *   DATABASE_URL=... PORT=... node --import tsx bench/answer-floor-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';
import { serveForBench } from './child-server';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
await pool.query(`
create or replace function bench_floor_next(p_student int, p_activity int) returns jsonb language plpgsql as $$
declare
  s record;
  q record;
begin
  perform pg_advisory_xact_lock(hashtextextended('aralin:play:' || p_student, 0));
  select id, state into s from play_sessions where student_id = p_student and activity_id = p_activity and ended_at is null;
  if not found then
    insert into play_sessions (organization_id, student_id, activity_id, state)
      select organization_id, p_student, p_activity, '{"served": []}' from students where id = p_student
      returning id, state into s;
  end if;
  select id, question_text, difficulty_level, extra_data into q from questions
    where activity_id = p_activity and hidden_at is null and not ((s.state->'served') @> to_jsonb(id))
    order by position, id limit 1;
  if not found then
    update play_sessions set ended_at = now(), end_reason = 'completed' where id = s.id;
    return '{"session_ended": true}';
  end if;
  update play_sessions set state = jsonb_set(s.state, '{served}', (s.state->'served') || to_jsonb(q.id)),
    questions_served = questions_served + 1 where id = s.id;
  return jsonb_build_object('session_ended', false, 'session_id', s.id, 'id', q.id, 'text', q.question_text,
    'difficulty_level', q.difficulty_level, 'extra_data', q.extra_data);
end $$`);
await pool.query(`
create or replace function bench_floor_submit(p_student int, p_activity int, p_question int, p_answer jsonb, p_correct boolean)
returns jsonb language plpgsql as $$
declare
  s record;
  c int;
  a int;
  points int := case when p_correct then 10 else 0 end;
begin
  perform pg_advisory_xact_lock(hashtextextended('aralin:play:' || p_student, 0));
  select id, organization_id into s from play_sessions where student_id = p_student and activity_id = p_activity and ended_at is null;
  if not found then return '{"error": "no session"}'; end if;
  select coalesce(q.concept_id, v.concept_id) into c from questions q join activities v on v.id = q.activity_id where q.id = p_question;
  insert into attempts (organization_id, session_id, student_id, activity_id, question_id, concept_id, attempt_type, answer,
      is_correct, score_increment, result)
    values (s.organization_id, s.id, p_student, p_activity, p_question, c, 'first', p_answer, p_correct, points,
      jsonb_build_object('is_correct', p_correct, 'points', points))
    on conflict do nothing returning id into a;
  if a is null then return '{"repeat": true}'; end if;
  if c is not null then
    insert into concept_mastery (organization_id, student_id, concept_id, mastery, answers, correct, last_practiced_at)
      values (s.organization_id, p_student, c, points * 10, 1, case when p_correct then 1 else 0 end, now())
      on conflict (student_id, concept_id) do update set answers = concept_mastery.answers + 1,
        correct = concept_mastery.correct + excluded.correct,
        mastery = (concept_mastery.mastery * 3 + excluded.mastery) / 4, last_practiced_at = excluded.last_practiced_at;
  end if;
  update play_sessions set points_earned = points_earned + points, points_possible = points_possible + 10 where id = s.id;
  return jsonb_build_object('attempt_id', a, 'is_correct', p_correct, 'points', points);
end $$`);

const app = Fastify({ logger: false });
const one = async (text: string, values: unknown[]) => (await pool.query({ name: text.slice(0, 40), text, values })).rows[0].r as unknown;
app.post('/next', async (req) => {
  const { student, activity } = req.body as { student: number; activity: number };
  return one('select bench_floor_next($1, $2) as r', [student, activity]);
});
app.post('/submit', async (req) => {
  const { student, activity, question, answer, correct } = req.body as {
    student: number;
    activity: number;
    question: number;
    answer: unknown;
    correct: boolean;
  };
  return one('select bench_floor_submit($1, $2, $3, $4, $5) as r', [student, activity, question, JSON.stringify(answer), correct]);
});
await serveForBench(app, pool);
