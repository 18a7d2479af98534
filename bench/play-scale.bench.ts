/**
 * The answer loop's reads on a district's database (issue 11). The answer-loop bench runs on one small school,
 * where a read that walks a whole table costs next to nothing; a district server holds many schools, and the play
 * statements run as generic plans (play.tx.ts), planned once per connection without the child's values. This bench
 * seeds BENCH_SCHOOLS district-sized schools (bench/monitoring-seed.ts: 2,000 children, 750 activities, 30,000
 * assignments and 200,000 attempts each) on one database and prints each play read's execution time as the
 * generic plan runs it, for a child of the first school, with the plan's nodes that touch many rows.
 *
 *   node --import tsx bench/play-scale.bench.ts
 *   BENCH_SCHOOLS=8 (default), BENCH_WITHOUT=index,index (then dropped, and every read measured again: what they buy)
 *
 * Prints figures only; nothing is asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { loadConfig } from '../server/src/config';
import { openRuntime } from '../server/src/server';
import * as account from '../server/src/features/account/account.service';
import { findUserByEmail } from '../server/src/db/users.queries';
import * as r from '../server/src/features/play/play.reads';
import { progressRead } from '../server/src/features/play/play.badges';
import type { Call } from '../server/src/features/play/play.tx';
import { seedDistrictSchool } from './monitoring-seed';

const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 8);
const WITHOUT = (process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean);
const RUNS = 7;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The execution time of a call's generic plan (median of RUNS after a first run) and its nodes over 1,000 rows or loops. */
async function measure(client: pg.PoolClient, name: string, call: Call) {
  const st = call.statement;
  await client.query(`prepare bench_${name} (${st.types.join(',')}) as ${st.sql}`);
  const args = call.values.map((v) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`)).join(', ');
  const times: number[] = [];
  let plan: string[] = [];
  for (let i = 0; i <= RUNS; i++) {
    plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off) execute bench_${name}(${args})`)).rows.map(
      (x) => x['QUERY PLAN'],
    );
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1]);
    if (i > 0) times.push(ms);
  }
  const wide = plan
    .filter((l) => /rows=\d{4,} loops|loops=\d{4,}/.test(l) && /actual/.test(l))
    .map((l) => l.trim().replace(/\s+\(cost=[^)]*\)/, ''));
  return { ms: median(times), wide };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-play-scale-bench-'));
  fs.chmodSync(dataDir, 0o755); // when run as root, the postgres system user must reach its data directory
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' }));
  const ctx = runtime.ctx;
  try {
    const seedStart = performance.now();
    for (let i = 0; i < SCHOOLS; i++) {
      const email = `bench.admin${i}@school.test`;
      await account.register(
        ctx,
        { lang: 'en', ip: '127.0.0.1' },
        { username: `bench.admin${i}`, email, password: 'Guro#2024', role: 'admin' },
      );
      const admin = (await findUserByEmail(ctx.db, email))!;
      await seedDistrictSchool(ctx, admin.organizationId, admin.id, String.fromCharCode(65 + i));
    }
    await ctx.db.execute(sql`analyze`);
    const counts = (
      await ctx.db.execute(sql`select (select count(*) from students) as students, (select count(*) from activities) as activities,
        (select count(*) from questions) as questions, (select count(*) from assignments) as assignments, (select count(*) from attempts) as attempts`)
    ).rows[0];
    console.log(
      `play reads at scale: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${SCHOOLS} schools seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s:`,
      counts,
    );

    // A child of the first school with a finished activity (so a review is possible) and one in progress, with its session.
    const pick = (
      await ctx.db.execute<{ student: number; activity: number; session: number; question: number }>(sql`
        select g.student_id as student, g.activity_id as activity, s.id as session,
          (select min(q.id) from questions q where q.activity_id = g.activity_id) as question
        from assignments g join play_sessions s on s.assignment_id = g.id
        where g.organization_id = (select min(id) from organizations) and g.status = 'in_progress'
          and exists (select 1 from assignments c where c.student_id = g.student_id and c.status = 'completed')
        order by g.id limit 1`)
    ).rows[0]!;
    const now = new Date();
    const calls: Record<string, Call> = {
      studentRead: r.studentRead(pick.student, null),
      assignedActivityRead: r.assignedActivityRead(pick.student, pick.activity),
      latestSessionRead: r.latestSessionRead(pick.student, pick.activity),
      poolVersionsRead: r.poolVersionsRead(pick.activity),
      activityMasteryRead: r.activityMasteryRead(pick.student, pick.activity),
      reviewAvailableRead: r.reviewAvailableRead(pick.student, pick.activity, now),
      reviewCandidatesRead: r.reviewCandidatesRead(pick.student, pick.activity, now),
      questionConceptRead: r.questionConceptRead(pick.student, pick.question),
      answerIdRead: r.answerIdRead(pick.student, '00000000-0000-4000-8000-000000000000'),
      badgeProgressRead: progressRead(pick.student, pick.session),
    };
    const measureAll = async (label: string) => {
      // A connection of its own each time: its statements are planned anew (after a drop, without the index).
      const client = await ctx.db.$client.connect();
      try {
        await client.query('set plan_cache_mode to force_generic_plan');
        console.log(`${label}: child ${pick.student}, activity ${pick.activity}; each read's generic plan, median of ${RUNS} runs:`);
        for (const [name, call] of Object.entries(calls)) {
          const { ms, wide } = await measure(client, name, call);
          console.log(`  ${name.padEnd(22)} ${ms.toFixed(3).padStart(8)} ms`);
          for (const line of wide) console.log(`      ${line.slice(0, 150)}`);
        }
      } finally {
        client.release(true);
      }
    };
    await measureAll('with every index');
    if (WITHOUT.length > 0) {
      for (const index of WITHOUT) await ctx.db.execute(sql.raw(`drop index "${index.replace(/"/g, '')}"`));
      await measureAll(`without ${WITHOUT.join(', ')}`);
    }
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
