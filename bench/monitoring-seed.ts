/**
 * Seeds a district-sized school for bench/monitoring.bench.ts in bulk SQL (generate_series): 25 teachers,
 * 50 sections of 40 children (2,000), 3 subjects and 15 activities per section with 5 questions each,
 * every child assigned their section's 15 activities (30,000 assignments: 60% completed with a score,
 * 15% in progress, 25% not started, 2% unassigned), a session per started assignment, 200,000 attempts
 * over the last 60 days (a share of them today), concept mastery, parents' messages. Deterministic
 * (hashes of the row numbers, no random()).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../server/src/context';

export const TEACHERS = 25;
export const SECTIONS = 50;
export const PER_SECTION = 40;
export const ATTEMPTS = 200_000;

/** A number in [0, 1) from a row number and a salt, the same on every run. */
const h = (expr: string, salt: number) => `(((hashtext((${expr})::text || ':${salt}')::bigint % 10000 + 10000) % 10000) / 10000.0)`;

/**
 * Seeds everything into the school `organizationId`, whose admin is `adminId`; returns the teacher ids and section
 * ids. `school`, one capital letter, tells the class codes and teachers' accounts of several schools on one database
 * apart (bench/play-scale.bench.ts).
 */
export async function seedDistrictSchool(ctx: AppContext, organizationId: number, adminId: number, school = 'B') {
  if (!/^[A-Z]$/.test(school)) throw new Error(`seedDistrictSchool: school must be one capital letter, not ${school}`);
  const mail = school === 'B' ? '' : `.${school.toLowerCase()}`;
  const run = (q: string) => ctx.db.execute(sql.raw(q));
  const org = organizationId;
  await run(`
    insert into users (organization_id, username, email, password_hash, role, first_name, last_name, email_verified_at, last_login_at, last_activity_at)
    select ${org}, 'bench.t' || g || '${mail}', 'bench.t' || g || '${mail}@school.test', (select password_hash from users where id = ${adminId}), 'teacher',
      'Guro', 'Ika-' || g, now(), now() - (${h('g', 1)} * interval '3 days'), now() - (${h('g', 2)} * interval '2 days')
    from generate_series(1, ${TEACHERS}) g`);
  await run(`
    insert into sections (organization_id, teacher_id, name, class_code)
    select ${org}, t.id, 'Seksyon ' || g, '${school}' || lpad(g::text, 5, '0')
    from generate_series(1, ${SECTIONS}) g
    join (select id, row_number() over (order by id) n from users where organization_id = ${org} and role = 'teacher') t on t.n = (g - 1) % ${TEACHERS} + 1`);
  await run(`
    insert into students (organization_id, section_id, name, gender, password_hash, last_login_at, last_activity_at)
    select ${org}, s.id, (array['Niño', 'María', 'José', 'Inés', 'Ana', 'Juan'])[1 + g % 6] || ' Peñaflor ' || g,
      case when g % 2 = 0 then 'female' else 'male' end, (select password_hash from users where id = ${adminId}),
      now() - (${h('g', 3)} * interval '5 days'), now() - (${h('g', 4)} * interval '4 days')
    from generate_series(1, ${SECTIONS * PER_SECTION}) g
    join (select id, row_number() over (order by id) n from sections where organization_id = ${org}) s on s.n = (g - 1) / ${PER_SECTION} + 1`);
  await run(`
    insert into subjects (organization_id, section_id, teacher_id, name)
    select ${org}, s.id, s.teacher_id, (array['Filipino', 'English', 'Matematika'])[k]
    from sections s cross join generate_series(1, 3) k where s.organization_id = ${org}`);
  await run(`insert into concepts (organization_id, name) select ${org}, 'Konsepto ' || g from generate_series(1, 15) g`);
  await run(`
    insert into activities (organization_id, subject_id, created_by, title, type, concept_id, created_at)
    select ${org}, sb.id, sb.teacher_id, 'Gawain ' || sb.id || '-' || k, case when k % 2 = 0 then 'matching' else 'multiple_choice' end,
      (select id from concepts where organization_id = ${org} order by id offset ((sb.id * 5 + k) % 15) limit 1),
      now() - ((70 - k * 10) || ' days')::interval
    from subjects sb cross join generate_series(1, 5) k where sb.organization_id = ${org}`);
  await run(`
    insert into questions (organization_id, activity_id, question_text, position)
    select ${org}, a.id, 'Tanong ' || k, k from activities a cross join generate_series(1, 5) k where a.organization_id = ${org}`);
  await run(`
    insert into assignments (organization_id, activity_id, student_id, subject_id, assigned_by, assigned_at, status, score, completed_at, unassigned_at)
    select ${org}, a.id, st.id, sb.id, sb.teacher_id, a.created_at,
      case when r < 0.60 then 'completed' when r < 0.75 then 'in_progress' else 'not_started' end,
      case when r < 0.60 then (${h('st.id * 1000 + a.id', 6)} * 101)::int end,
      case when r < 0.60 then a.created_at + (${h('st.id * 1000 + a.id', 7)} * (now() - a.created_at)) end,
      case when ${h('st.id * 1000 + a.id', 8)} < 0.02 then now() end
    from students st
    join subjects sb on sb.section_id = st.section_id
    join activities a on a.subject_id = sb.id
    cross join lateral (select ${h('st.id * 1000 + a.id', 5)} as r) x
    where st.organization_id = ${org}`);
  await run(`
    insert into play_sessions (organization_id, student_id, activity_id, assignment_id, started_at, ended_at, end_reason, score)
    select ${org}, a.student_id, a.activity_id, a.id,
      case when ${h('a.id', 9)} < 0.25 then date_trunc('day', now()) + (${h('a.id', 10)} * (now() - date_trunc('day', now())))
        else coalesce(a.completed_at, now()) - interval '20 minutes' end,
      case when a.status = 'completed' then coalesce(a.completed_at, now()) end,
      case when a.status = 'completed' then 'pool_exhausted' end, a.score
    from assignments a where a.organization_id = ${org} and a.status <> 'not_started'`);
  await run(`
    insert into attempts (organization_id, session_id, student_id, activity_id, question_id, concept_id, attempt_type, is_correct, score_increment, try_key, created_at)
    select ${org}, s.id, s.student_id, s.activity_id, q.id, null, 'first', ${h('g', 11)} < 0.7, 10, g::text,
      least(now(), s.started_at + ((g % 10) || ' minutes')::interval)
    from generate_series(1, ${ATTEMPTS}) g
    join (select id, student_id, activity_id, started_at, row_number() over (order by id) n from play_sessions where organization_id = ${org}) s
      on s.n = g % (select count(*) from play_sessions where organization_id = ${org}) + 1
    join lateral (select id from questions where activity_id = s.activity_id order by id offset g % 5 limit 1) q on true`);
  await run(`
    insert into concept_mastery (organization_id, student_id, concept_id, mastery, answers, correct, last_practiced_at)
    select distinct on (a.student_id, ac.concept_id) ${org}, a.student_id, ac.concept_id,
      (${h('a.student_id * 100 + ac.concept_id', 12)} * 101)::int, 5, 3, now()
    from assignments a join activities ac on ac.id = a.activity_id
    where a.organization_id = ${org} and a.status <> 'not_started'`);
  await run(`
    insert into teacher_messages (organization_id, student_id, teacher_id, section_id, body, created_at, read_at)
    select ${org}, st.id, s.teacher_id, s.id, 'Magandang araw po! Mensahe ' || st.id, now() - (${h('st.id', 13)} * interval '10 days'),
      case when ${h('st.id', 14)} < 0.5 then now() end
    from students st join sections s on s.id = st.section_id where st.organization_id = ${org} and st.id % 5 = 0`);
  await run('analyze');
  const teachers = (
    await ctx.db.execute<{ id: number }>(sql`select id from users where organization_id = ${org} and role = 'teacher' order by id`)
  ).rows;
  const sections = (
    await ctx.db.execute<{ id: number; teacher_id: number }>(
      sql`select id, teacher_id from sections where organization_id = ${org} order by id`,
    )
  ).rows;
  const counts = (
    await ctx.db.execute(sql`select (select count(*) from students where organization_id = ${org}) as students,
    (select count(*) from assignments where organization_id = ${org}) as assignments, (select count(*) from play_sessions where organization_id = ${org}) as sessions,
    (select count(*) from attempts where organization_id = ${org}) as attempts, (select count(*) from concept_mastery where organization_id = ${org}) as mastery`)
  ).rows[0];
  return { teachers: teachers.map((t) => t.id), sections, counts };
}
