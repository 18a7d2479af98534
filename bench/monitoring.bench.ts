/**
 * Monitoring benchmark (issue 7 'Done when'): p50 and p99 of the teacher dashboard, performance, admin
 * dashboard and both PDF reports on a district-sized school (2,000 children, 200,000 attempts).
 *
 *   node --import tsx bench/monitoring.bench.ts       (from the repository root)
 *   BENCH_ROUNDS=200 BENCH_REPORT_ROUNDS=40 BENCH_EXPLAIN=1   (defaults 200 / 40; EXPLAIN prints query plans)
 *
 * 1. Opens a new DATA_DIR in a temporary directory (openRuntime starts and migrates its embedded
 *    PostgreSQL), registers an admin through the service and seeds the school in bulk SQL
 *    (bench/monitoring-seed.ts).
 * 2. Builds the app in this process and times each call through app.inject, one at a time (the
 *    latency one request sees), after a warm-up: each dashboard and performance call BENCH_ROUNDS
 *    times over the 50 sections, each report BENCH_REPORT_ROUNDS times.
 * 3. Prints the latencies, then stops PostgreSQL and removes the directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config';
import { openRuntime } from '../server/src/server';
import { buildApp } from '../server/src/app';
import * as account from '../server/src/features/account/account.service';
import { findUserByEmail } from '../server/src/db/users.queries';
import { signAccessToken } from '../server/src/lib/tokens';
import { schoolDayOf } from '../server/src/features/dashboards/school-day';
import { ATTEMPTS, SECTIONS, seedDistrictSchool } from './monitoring-seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const REPORT_ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 40);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-monitoring-bench-'));
  fs.chmodSync(dataDir, 0o755); // when run as root, the postgres system user must reach its data directory
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' }));
  const ctx = runtime.ctx;
  const app = await buildApp({ ctx });
  try {
    const seedStart = performance.now();
    await account.register(
      ctx,
      { lang: 'en', ip: '127.0.0.1' },
      { username: 'bench.admin', email: 'bench.admin@school.test', password: 'Guro#2024', role: 'admin' },
    );
    const admin = (await findUserByEmail(ctx.db, 'bench.admin@school.test'))!;
    const seeded = await seedDistrictSchool(ctx, admin.organizationId, admin.id);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s:`, seeded.counts);

    const token = (userId: number, role: 'admin' | 'teacher') =>
      signAccessToken(ctx.secret, { kind: 'staff', userId, organizationId: admin.organizationId, role }, new Date());
    const adminToken = await token(admin.id, 'admin');
    const teacherTokens = new Map<number, string>();
    for (const id of seeded.teachers) teacherTokens.set(id, await token(id, 'teacher'));
    const org = admin.organizationId;

    const time = async (url: string, auth: string, into: number[]) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${auth}` } });
      into.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    const calls: [string, number, (i: number) => [string, string]][] = [
      [
        'teacher dashboard',
        ROUNDS,
        (i) => {
          const s = seeded.sections[i % SECTIONS]!;
          return [`/management/dashboard/${s.id}/`, teacherTokens.get(s.teacher_id)!];
        },
      ],
      [
        'performance',
        ROUNDS,
        (i) => {
          const s = seeded.sections[i % SECTIONS]!;
          return [`/management/sections/${s.id}/performance-monitoring/`, teacherTokens.get(s.teacher_id)!];
        },
      ],
      ['admin dashboard', ROUNDS, () => [`/management/admin-dashboard/?organizational_id=${org}`, adminToken]],
      ['messages', ROUNDS, (i) => ['/management/messages/', teacherTokens.get(seeded.sections[i % SECTIONS]!.teacher_id)!]],
      [
        'performance PDF',
        REPORT_ROUNDS,
        (i) => {
          const s = seeded.sections[i % SECTIONS]!;
          return [`/management/download-performance-report/?section_id=${s.id}&organizational_id=${org}`, teacherTokens.get(s.teacher_id)!];
        },
      ],
      [
        'teacher-activity PDF',
        REPORT_ROUNDS,
        () => [`/management/admin/download-report/?type=teacher-activity&organizational_id=${org}`, adminToken],
      ],
    ];
    const results: [string, number[], number][] = [];
    for (const [name, rounds, make] of calls) {
      const warm: number[] = [];
      for (let i = 0; i < 5; i++) await time(...make(i), warm);
      const xs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < rounds; i++) bytes = (await time(...make(i), xs)).rawPayload.length;
      results.push([name, xs, bytes]);
    }

    console.log(
      `\n${seeded.counts!.students} children in ${SECTIONS} sections, ${ATTEMPTS} attempts; embedded PostgreSQL 17, app.inject, one request at a time`,
    );
    console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load average ${os.loadavg()[0]!.toFixed(1)}`);
    console.log(
      `${'call'.padEnd(22)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'bytes'.padStart(9)}`,
    );
    for (const [name, xs, bytes] of results) {
      console.log(
        `${name.padEnd(22)} ${String(xs.length).padStart(6)} ${percentile(xs, 50).toFixed(1).padStart(8)} ${percentile(xs, 99).toFixed(1).padStart(8)} ${Math.max(
          ...xs,
        )
          .toFixed(1)
          .padStart(8)} ${String(bytes).padStart(9)}`,
      );
    }
    if (process.env.BENCH_EXPLAIN) await explain(ctx, org, seeded.sections[0]!.id);
  } finally {
    await app.close();
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the plans of the heaviest queries (BENCH_EXPLAIN=1), to decide on indexes. */
async function explain(ctx: Awaited<ReturnType<typeof openRuntime>>['ctx'], org: number, sectionId: number) {
  const q = await import('../server/src/features/dashboards/admin-dashboard.queries');
  const day = await schoolDayOf(ctx.db, org, new Date());
  const original = ctx.db.execute.bind(ctx.db);
  (ctx.db as { execute: unknown }).execute = async (query: ReturnType<typeof sql>) => {
    const plan = await original(sql`explain (analyze, buffers off, costs off) ${query}`);
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'), '\n');
    return original(query);
  };
  await q.schoolCounts(ctx.db, org, day.dayStart);
  await q.teacherActivity(ctx.db, org);
  await q.schoolRecentActivities(ctx.db, org, day.timezone, 10);
  const { sectionStudentStats } = await import('../server/src/db/section-students.queries');
  const t = await import('../server/src/features/dashboards/teacher-dashboard.queries');
  const p = await import('../server/src/features/performance/performance.queries');
  const section = { id: sectionId, organizationId: org };
  await sectionStudentStats(ctx.db, section);
  await t.activityTimes(ctx.db, section);
  await t.todayActivities(ctx.db, section, day.dayStart);
  await t.recentActivities(ctx.db, section, day.timezone, 5);
  await p.sectionConcepts(ctx.db, section);
  (ctx.db as { execute: unknown }).execute = original;
}

await main();
