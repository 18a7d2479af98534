/**
 * The answer loop against the machine, in one run (issue 11). Prints answers/s and p50/p95/p99 of
 * next-question and submit-answer for the product, the same figures for a bare Fastify + node-postgres
 * insert route on the same PostgreSQL, and their ratio.
 *
 *   node --import tsx bench/answer-loop.bench.ts
 *   BENCH_SECONDS=8 BENCH_WARMUP=30 WEB_CONCURRENCY=2 (defaults: 8 s a scenario, 30 s of the product's warm-up,
 *   workers = cores)
 *   BENCH_ONLY=1 (only the first product scenario after the bare one), BENCH_LOOPS=N (that scenario with N children),
 *   BENCH_PROFILE=<dir> (CPU profiles), BENCH_AB=<another checkout> (its product beside this one on the same
 *   database, the first scenario alternately on each, BENCH_AB_ROUNDS times: see abRounds; BENCH_AB_ENV for the
 *   other's own settings: see abEnv)
 *   BENCH_CPU=1 (CPU time per request of each part: the server, PostgreSQL, the load generator; BENCH_CPU=kinds
 *   also splits PostgreSQL's by kind of process)
 *   BENCH_KEEP=1 (the data folder, with PostgreSQL's log, is kept), BENCH_STATEMENTS=1 (PostgreSQL's pg_stat_statements after each product scenario: the costliest statements)
 *   BENCH_FLOOR=1 (also the floor of bench/answer-floor-server.ts: the least an answer loop must do on the
 *   product's tables, one PL/pgSQL call a request, without sign-in, schemas or the learner model)
 *
 * 1. A new DATA_DIR: the embedded PostgreSQL is started and migrated here, and a school is seeded through
 *    the services: 200 children in a section, 5 multiple-choice activities and 1 matching activity of 12
 *    questions each (easy, medium, hard), every child signed in.
 * 2. The product runs as its own process(es), as `npm start` runs it (scripts/start.mjs with its Node flags:
 *    the build, cluster mode), on that database; the bare route runs as its own process too.
 * 3. A closed-loop generator (undici, one keep-alive connection a child; BENCH_CLIENT=fetch for Node's fetch):
 *    each connection is one child playing without pause,
 *    80 % right answers; a wrong first try goes on with the guided try, a second miss with show_answer
 *    and Next, as the spec's client does.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'undici';
import fs from 'node:fs';
import { freePort } from '../server/test/free-port';
import { npmStartFlags } from '../server/test/built';
import os from 'node:os';
import path from 'node:path';
import { CreateActivityBody, type NextQuestionResponse, type ServedQuestion, type SubmitAnswerResponse } from '@aralin/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config';
import { openRuntime } from '../server/src/server';
import * as account from '../server/src/features/account/account.service';
import { findUserByEmail } from '../server/src/db/users.queries';
import { issueTokens } from '../server/src/features/account/sessions.service';
import { addTeacher } from '../server/src/features/teachers/teachers.service';
import { createSection } from '../server/src/features/sections/sections.service';
import { addStudent } from '../server/src/features/students/students.service';
import { addSubject } from '../server/src/features/subjects/subjects.service';
import { createActivity } from '../server/src/features/activities/activities.service';
import { mulberry32 } from '../server/src/features/play/play.random';
import type { StaffActor } from '../server/src/plugins/auth';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const CHILDREN = 200;
const LEVELS = ['easy', 'easy', 'easy', 'easy', 'medium', 'medium', 'medium', 'medium', 'hard', 'hard', 'hard', 'hard'] as const;
const bi = (en: string, tl: string) => ({ en, tl });

function choiceQuestion(level: (typeof LEVELS)[number], n: number) {
  const { choices, correct } = { easy: { choices: 3, correct: 1 }, medium: { choices: 5, correct: 2 }, hard: { choices: 6, correct: 3 } }[
    level
  ];
  return {
    question_text: bi(`Question ${n}`, `Tanong ${n}`),
    difficulty_level: level,
    extra_data: {
      choices: Array.from({ length: choices }, (_, i) =>
        i < correct
          ? { text: bi(`Right ${n}-${i}`, `Tama ${n}-${i}`), isCorrect: true }
          : { text: bi(`Wrong ${n}-${i}`, `Mali ${n}-${i}`), isCorrect: false },
      ),
      hint: bi(`Hint ${n}`, `Pahiwatig ${n}`),
      explanation: bi(`Because ${n}`, `Dahil ${n}`),
    },
  };
}

function matchingQuestion(level: (typeof LEVELS)[number], n: number) {
  const count = { easy: 2, medium: 3, hard: 4 }[level];
  return {
    question_text: bi(`Match set ${n}`, `Pagtapatin ${n}`),
    difficulty_level: level,
    extra_data: {
      pairs: Array.from({ length: count }, (_, i) => ({
        prompt_text: bi(`P${n}-${i}`, `T${n}-${i}`),
        answer_text: bi(`A${n}-${i}`, `S${n}-${i}`),
      })),
      hint: bi(`Hint ${n}`, `Pahiwatig ${n}`),
      explanation: bi(`Because ${n}`, `Dahil ${n}`),
    },
  };
}

function answer(q: ServedQuestion, right: boolean): string {
  if (q.type === 'matching') {
    const prompts = q.extra_data.pairs!.map((p) => p.value);
    const answers = prompts.map((p) => p.replace(/^P/, 'A'));
    return JSON.stringify(prompts.map((prompt, i) => ({ prompt, answer: answers[right ? i : (i + 1) % answers.length] })));
  }
  const choices = q.extra_data.choices!.map((c) => c.value);
  const rights = choices.filter((c) => c.startsWith('Right'));
  return right
    ? rights.join(',')
    : choices
        .filter((c) => c.startsWith('Wrong'))
        .slice(0, rights.length)
        .join(',');
}

async function seed(ctx: Awaited<ReturnType<typeof openRuntime>>['ctx']) {
  const caller = { lang: 'en' as const, ip: '127.0.0.1' };
  await account.register(ctx, caller, { username: 'bench.admin', email: 'bench.admin@school.test', password: 'Guro#2024', role: 'admin' });
  const adminRow = (await findUserByEmail(ctx.db, 'bench.admin@school.test'))!;
  const actor = (u: typeof adminRow): StaffActor => ({
    kind: 'staff',
    id: u.id,
    organizationId: u.organizationId,
    role: u.role,
    isAdmin: u.role === 'admin',
    username: u.username,
    email: u.email,
  });
  const teacher = actor(
    await addTeacher(ctx, actor(adminRow), { username: 'bench.teacher', email: 'bench.teacher@school.test', password: 'Guro#2024' }),
  );
  const section = await createSection(ctx, teacher, { name: 'Bench', teacherId: teacher.id });
  const students = [];
  for (let i = 0; i < CHILDREN; i++) {
    students.push(
      await addStudent(ctx, teacher, section.id, {
        name: `Bata ${i}`,
        gender: i % 2 ? 'male' : 'female',
        password: 'Bata#2024x',
        parent_guardian: 'Magulang',
        contact_number: '09171234567',
        consent: true,
      }).then((added) => added.student),
    );
  }
  const subject = await addSubject(ctx, teacher, { name: 'Filipino', coverImage: 'BLUE', sectionId: section.id });
  const make = async (type: 'matching' | 'multiple_choice', n: number) => {
    const body = CreateActivityBody.parse({
      title: `${type} ${n}`,
      type,
      concept: { name: `Concept ${type} ${n}`, required_score: 80 },
      questions: LEVELS.map((l, i) => (type === 'matching' ? matchingQuestion(l, i + 1) : choiceQuestion(l, i + 1))),
      publish: true,
    });
    return (await createActivity(ctx, teacher, section.id, subject.id, body)).card.activity.id;
  };
  const choice = [];
  for (let n = 0; n < 5; n++) choice.push(await make('multiple_choice', n));
  const matching = await make('matching', 0);
  const tokens: string[] = [];
  for (const s of students)
    tokens.push((await issueTokens(ctx, ctx.db, { kind: 'student', studentId: s.id, organizationId: s.organizationId })).access);
  return { choice, matching, children: students.map((s, i) => ({ id: s.id, token: tokens[i]! })) };
}

/** Waits for a server to answer: up to 5 minutes, since `npm start` may build the web app and the server first. */
async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 1500; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** CPU seconds (user + system) used so far by each process and the children it reaped, from /proc (Linux). */
function cpuByPid(): Map<number, { comm: string; ppid: number; seconds: number; system: number }> {
  const out = new Map<number, { comm: string; ppid: number; seconds: number; system: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // utime + stime, and cutime + cstime: the children it reaped (a PostgreSQL backend that ended).
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      const system = Number(fields[12]) + Number(fields[14]);
      out.set(Number(entry), { comm, ppid: Number(fields[1]), seconds: ticks / 100, system: system / 100 });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/**
 * BENCH_CPU=kinds: PostgreSQL's CPU seconds by kind of process (backends, the WAL writer, autovacuum, the
 * checkpointer...), from each child's process title. A backend that ended counts in the postmaster's
 * reaped time ("postmaster"), with all its time: in a scenario where backends end, the split is off (the
 * total is not).
 */
function postgresKinds(postmaster: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [pid, p] of cpuByPid()) {
    if (pid !== postmaster && p.ppid !== postmaster) continue;
    let kind = 'postmaster';
    if (pid !== postmaster) {
      const title = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ') : '';
      kind = /\[local\]|\d+\.\d+\.\d+\.\d+\(/.test(title)
        ? 'backends'
        : title
            .replace(/^postgres:\s*/, '')
            .split(/\s+/)
            .slice(0, 2)
            .join(' ');
    }
    out.set(kind, (out.get(kind) ?? 0) + p.seconds);
    // The kernel's share (system time: sockets, the WAL's writes and flushes).
    out.set(`${kind} (system)`, (out.get(`${kind} (system)`) ?? 0) + p.system);
  }
  return out;
}

/** CPU seconds of the processes under each root (the root and its descendants). */
function cpuOf(roots: Record<string, number>): Record<string, number> {
  const procs = cpuByPid();
  const rootOf = (pid: number): string | undefined => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; hops++) {
      const name = Object.keys(roots).find((k) => roots[k] === p);
      if (name) return name;
      p = procs.get(p)?.ppid ?? 0;
    }
    return undefined;
  };
  const sums: Record<string, number> = Object.fromEntries(Object.keys(roots).map((k) => [k, 0]));
  for (const [pid, p] of procs) {
    const name = rootOf(pid);
    if (name) {
      sums[name]! += p.seconds;
      sums[`${name} (system)`] = (sums[`${name} (system)`] ?? 0) + p.system;
    }
  }
  return sums;
}

/** Runs `run` and measures the CPU milliseconds each root's processes spent per request (keys as cpuOf's). */
async function cpuPerRequest<T extends { requests: number }>(roots: Record<string, number>, run: () => Promise<T>) {
  const before = cpuOf(roots);
  const r = await run();
  const after = cpuOf(roots);
  const perRequest = Object.fromEntries(Object.keys(after).map((k) => [k, ((after[k]! - (before[k] ?? 0)) * 1000) / r.requests]));
  return { r, perRequest };
}

/** Runs `scenario` and, with BENCH_CPU=1, prints the CPU milliseconds each part spent per request. */
async function withCpu<T extends { requests: number }>(roots: Record<string, number>, run: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_CPU) return run();
  const kinds = process.env.BENCH_CPU === 'kinds' ? postgresKinds(roots.postgres!) : undefined;
  const { r, perRequest } = await cpuPerRequest(roots, run);
  console.log(
    '  cpu per request: ' +
      Object.entries(perRequest)
        .map(([k, ms]) => `${k} ${ms.toFixed(2)} ms`)
        .join(', '),
  );
  if (kinds) {
    const now = postgresKinds(roots.postgres!);
    console.log(
      '  postgres by process: ' +
        [...now]
          .map(([k, v]) => [k, ((v - (kinds.get(k) ?? 0)) * 1000) / r.requests] as const)
          .filter(([, ms]) => ms >= 0.005)
          .sort((x, y) => y[1] - x[1])
          .map(([k, ms]) => `${k} ${ms.toFixed(3)} ms`)
          .join(', '),
    );
  }
  return r;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const stats = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} / p95 ${percentile(xs, 95).toFixed(1)} / p99 ${percentile(xs, 99).toFixed(1)} ms`;

/** Runs `loop` on `connections` loops for SECONDS; each loop records into its own timings. */
async function closedLoop(connections: number, loop: (i: number, until: number) => Promise<void>, seconds = SECONDS) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i, until)));
  return (performance.now() - started) / 1000;
}

/**
 * The load generator's HTTP: by default undici's `Client`, one keep-alive connection per loop (the issue's
 * "undici pool", without the WHATWG layer); BENCH_CLIENT=fetch uses Node's fetch (what sessions 1-9
 * measured with), which costs the generator about three times the CPU per request.
 */
const CLIENT = process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'undici';

interface Reply {
  ok: boolean;
  json(): Promise<unknown>;
}
type Send = (path: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<Reply>;

/** One connection's `send`, and how to close it. */
function connection(base: string): { send: Send; close: () => Promise<void> } {
  if (CLIENT === 'fetch')
    return {
      send: async (p, init) => {
        const res = await fetch(base + p, init);
        return { ok: res.ok, json: () => res.json() };
      },
      close: async () => {},
    };
  const client = new Client(base, { pipelining: 1 });
  return {
    send: async (p, init) => {
      const res = await client.request({ path: p, ...init });
      return { ok: res.statusCode < 400, json: () => res.body.json() };
    },
    close: () => client.close(),
  };
}

async function bareScenario(base: string, connections: number) {
  const times: number[] = [];
  let errors = 0;
  const wall = await closedLoop(connections, async (i, until) => {
    const { send, close } = connection(base);
    while (performance.now() < until) {
      const t = performance.now();
      const res = await send('/insert', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ child: i, answer: 'x' }),
      });
      await res.json();
      if (!res.ok) errors++;
      times.push(performance.now() - t);
    }
    await close();
  });
  return { rate: times.length / wall, times, errors, requests: times.length };
}

/** The floor's loop (bench/answer-floor-server.ts): next, then one answer, 80 % right, on `activity`. */
async function floorScenario(base: string, connections: number, children: { id: number }[], activity: number) {
  const next: number[] = [];
  const submit: number[] = [];
  let errors = 0;
  const wall = await closedLoop(connections, async (i, until) => {
    const { send, close } = connection(base);
    const call = async <T>(into: number[], url: string, body: unknown): Promise<T> => {
      const t = performance.now();
      const res = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await res.json()) as T;
      into.push(performance.now() - t);
      if (!res.ok) errors++;
      return json;
    };
    const student = children[i]!.id;
    const rng = mulberry32(9000 + i);
    while (performance.now() < until) {
      const q = await call<{ session_ended: boolean; id: number }>(next, '/next', { student, activity });
      if (q.session_ended) continue;
      const right = rng() < 0.8;
      const r = await call<{ error?: string }>(submit, '/submit', {
        student,
        activity,
        question: q.id,
        answer: { tapped: [right ? 1 : 0] },
        correct: right,
      });
      if (r.error) errors++;
    }
    await close();
  });
  return { rate: submit.length / wall, next, submit, errors, requests: next.length + submit.length };
}

async function productScenario(
  base: string,
  connections: number,
  children: { id: number; token: string }[],
  activities: number[],
  seconds = SECONDS,
) {
  const next: number[] = [];
  const submit: number[] = [];
  let errors = 0;
  const wall = await closedLoop(
    connections,
    async (i, until) => {
      const { send: sendOn, close } = connection(base);
      const call = async <T>(into: number[], url: string, token: string, body?: unknown): Promise<T> => {
        const t = performance.now();
        const res = await sendOn(url, {
          method: body ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        const json = (await res.json()) as T;
        into.push(performance.now() - t);
        if (!res.ok) errors++;
        return json;
      };
      const child = children[i]!;
      const rng = mulberry32(7000 + i);
      let a = i % activities.length;
      while (performance.now() < until) {
        const activity = activities[a]!;
        a = (a + 1) % activities.length;
        let fresh = true;
        while (performance.now() < until) {
          const q = await call<NextQuestionResponse>(
            next,
            `/subjects/next-question/${child.id}/${activity}/?language=en${fresh ? '&fresh_start=true' : ''}`,
            child.token,
          );
          fresh = false;
          if (q.session_ended) break;
          const url = `/subjects/submit-answer/${child.id}/${activity}/${q.id}/`;
          const send = (right: boolean, attempt_type: string) =>
            call<SubmitAnswerResponse>(submit, url, child.token, {
              answer: answer(q, right),
              language: 'en',
              attempt_type,
              is_review_question: q.is_review_question,
            });
          let r = await send(rng() < 0.8, 'first');
          if (!r.question_finished && r.next_attempt_type === 'guided') r = await send(rng() < 0.8, 'guided');
          if (!r.question_finished && r.next_attempt_type === 'show_answer') r = await send(false, 'show_answer');
          if (r.session_ended) break;
        }
      }
      await close();
    },
    seconds,
  );
  return { rate: submit.length / wall, next, submit, errors, requests: next.length + submit.length };
}

/** The statements that cost PostgreSQL most in the last scenario, per request of the loop. */
async function printStatements(
  ctx: { db: { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> } },
  requests: number,
  walFrom: string,
) {
  const { rows } = await ctx.db.execute(sql`
    select calls, total_exec_time + total_plan_time as ms, total_plan_time as plan, plans, rows, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 110) as query
    from pg_stat_statements where query not like '%pg_stat_statements%' order by 2 desc limit 18`);
  for (const r of rows as { calls: string; ms: number; plan: number; plans: string; rows: string; query: string }[])
    console.log(
      `    ${((r.ms * 1000) / requests).toFixed(0).padStart(5)} µs/req (planning ${((r.plan * 1000) / requests).toFixed(0).padStart(4)}, ${(Number(r.plans) / Math.max(1, Number(r.calls))).toFixed(2)} plans a call)  ${(Number(r.calls) / requests).toFixed(2).padStart(5)} calls/req  ${r.query}`,
    );
  // Every top-level statement together (nested ones, as the foreign keys' checks, are inside their parent's
  // time): against BENCH_CPU's PostgreSQL CPU per request, what the statements cost and what is around them.
  const total = await ctx.db.execute(sql`
    select sum(total_exec_time + total_plan_time) as ms, sum(calls) as calls from pg_stat_statements
    where toplevel and query not like '%pg_stat_statements%'`);
  const all = total.rows[0] as { ms: number; calls: string };
  console.log(
    `    ${((all.ms * 1000) / requests).toFixed(0).padStart(5)} µs/req in all top-level statements (${(Number(all.calls) / requests).toFixed(1)} a request)`,
  );
  // What the requests wrote to the WAL (reset with the statements): records, full-page images and bytes, and
  // how often it was flushed to disk (a commit waits for one unless another commit's flush covered it).
  const wal = (await ctx.db.execute(sql`select wal_records, wal_fpi, wal_bytes, wal_sync from pg_stat_wal`)).rows[0] as Record<
    string,
    string
  >;
  console.log(
    `    WAL per request: ${(Number(wal.wal_records) / requests).toFixed(1)} records, ${(Number(wal.wal_fpi) / requests).toFixed(2)} full pages, ` +
      `${(Number(wal.wal_bytes) / requests).toFixed(0)} bytes, ${(Number(wal.wal_sync) / requests).toFixed(2)} flushes`,
  );
  // The WAL's records by kind since the reset (pg_walinspect): which writes they are, the row locks that the
  // foreign keys' checks take included (Heap LOCK, MultiXact).
  const kinds = await ctx.db.execute(sql`
    select "resource_manager/record_type" as kind, count, record_size + fpi_size as bytes
    from pg_get_wal_stats(${walFrom}::pg_lsn, pg_current_wal_insert_lsn(), true) where count > 0 order by count desc limit 12`);
  console.log(
    '    WAL records per request: ' +
      (kinds.rows as { kind: string; count: string; bytes: string }[])
        .map((k) => `${k.kind} ${(Number(k.count) / requests).toFixed(2)} (${(Number(k.bytes) / requests).toFixed(0)} B)`)
        .join(', '),
  );
}

/** One of the bench's own servers (bench/<file>, through tsx) as a process of its own, with `env` added. */
function forkBenchServer(file: string, env: Record<string, string>) {
  return fork(path.join(root, 'bench', file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/**
 * BENCH_TRIPS=1: what one round trip to PostgreSQL costs on this machine. The bare insert (one round trip)
 * and the same insert in a transaction of three round trips (bare-insert-server.ts, BARE_TRIPS=3), alternately
 * at 40 connections, 4 rounds; half the difference in CPU per request is a round trip's price (its two
 * statements, `begin` and `commit`, are the cheapest PostgreSQL runs).
 */
async function roundTrips(bareBase: string, roots: Record<string, number>, databaseUrl: string) {
  const port = await freePort();
  const three = forkBenchServer('bare-insert-server.ts', { DATABASE_URL: databaseUrl, PORT: String(port), BARE_TRIPS: '3' });
  try {
    const threeBase = `http://127.0.0.1:${port}`;
    await waitFor(`${threeBase}/insert`, three);
    await bareScenario(threeBase, 40);
    for (let round = 0; round < 4; round++)
      for (const [label, base] of [
        ['one round trip', bareBase],
        ['three round trips', threeBase],
      ] as const) {
        // Every process by its root, so that the idle ones (the product, the other route) count apart.
        const all = { product: roots.server!, postgres: roots.postgres!, generator: roots.generator!, one: roots.bare!, three: three.pid! };
        const { r, perRequest } = await cpuPerRequest(all, () => bareScenario(base, 40));
        console.log(
          `  ${label}: ${r.rate.toFixed(0)} req/s, cpu per request: ` +
            Object.entries(perRequest)
              .map(([k, ms]) => `${k} ${ms.toFixed(3)} ms`)
              .join(', '),
        );
      }
  } finally {
    three.kill('SIGTERM');
  }
}

/**
 * How `npm start` runs a checkout's server: scripts/start.mjs, which builds the web app and the server when
 * their sources are newer and runs server/dist (session 15; before, the bench ran the sources through tsx).
 * A checkout older than the build (issue 21) runs its sources through tsx.
 */
function startCommand(checkout: string): string[] {
  const start = path.join(checkout, 'scripts', 'start.mjs');
  return fs.existsSync(start) ? [start] : ['--import', 'tsx', path.join(checkout, 'server/src/main.ts')];
}

/** BENCH_AB_ENV="NAME=value NAME=value": settings for BENCH_AB's other product only (the same checkout twice, say, with another DB_POOL_SIZE). */
function abEnv(): Record<string, string> {
  const pairs = (process.env.BENCH_AB_ENV ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
}

/**
 * BENCH_AB: the first scenario on this checkout's product and on the other's, alternately (the order turned
 * each round), BENCH_AB_ROUNDS times (5); each run's answers/s and CPU per request, then the medians. On this
 * machine a run's CPU per request varies by ±15% from minute to minute, so only runs side by side compare.
 */
async function abRounds(
  [name, connections, activities]: [string, number, number[]],
  children: { id: number; token: string }[],
  products: Record<string, [string, number]>,
  postmaster: number,
  generator: number,
) {
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 5);
  const runs = new Map<string, { rate: number; server: number; postgres: number; generator: number; p99: number }[]>();
  const labels = Object.keys(products);
  for (let round = 0; round < rounds; round++) {
    for (const label of round % 2 === 0 ? labels : [...labels].reverse()) {
      const [base, pid] = products[label]!;
      const roots = { server: pid, postgres: postmaster, generator };
      const { r, perRequest } = await cpuPerRequest(roots, () =>
        productScenario(base, connections, children.slice(0, connections), activities),
      );
      const run = {
        rate: r.rate,
        server: perRequest.server!,
        postgres: perRequest.postgres!,
        generator: perRequest.generator!,
        p99: percentile([...r.next, ...r.submit], 99),
      };
      runs.set(label, [...(runs.get(label) ?? []), run]);
      console.log(
        `  ${label}: ${name}: ${run.rate.toFixed(0)} answers/s, p99 ${run.p99.toFixed(1)} ms, cpu per request: server ${run.server.toFixed(3)} ms, ` +
          `postgres ${run.postgres.toFixed(3)} ms, generator ${run.generator.toFixed(3)} ms`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [label, rs] of runs)
    console.log(
      `median of ${rs.length}, ${label}: ${median(rs.map((r) => r.rate)).toFixed(0)} answers/s, p99 ${median(rs.map((r) => r.p99)).toFixed(1)} ms, ` +
        `cpu per request: server ${median(rs.map((r) => r.server)).toFixed(3)} ms, postgres ${median(rs.map((r) => r.postgres)).toFixed(3)} ms`,
    );
}

async function main() {
  console.log(
    `answer loop: Node ${process.version}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${SECONDS} s a scenario, load generator: ${CLIENT}`,
  );
  if (process.env.BENCH_STATEMENTS)
    process.env.EMBEDDED_PG_OPTIONS =
      '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c pg_stat_statements.track_planning=on';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-loop-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  const runtime = await openRuntime(config);
  const children: ChildProcess[] = [];
  try {
    const world = await seed(runtime.ctx);
    if (process.env.BENCH_STATEMENTS) {
      await runtime.ctx.db.execute(sql`create extension if not exists pg_stat_statements`);
      await runtime.ctx.db.execute(sql`create extension if not exists pg_walinspect`);
    }
    if (process.env.BENCH_SQL) await runtime.ctx.db.execute(sql.raw(process.env.BENCH_SQL));
    const productPort = await freePort();
    const barePort = await freePort();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: runtime.databaseUrl,
      // The secret the embedded start kept in DATA_DIR (APP_SECRET is required with DATABASE_URL).
      APP_SECRET: runtime.ctx.secret,
      PORT: String(productPort),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
    };
    // Node's flags as `npm start` gives them (package.json), so the product runs here as it does there.
    const startFlags = npmStartFlags(root);
    // BENCH_PROFILE=<dir>: each product process writes a V8 CPU profile there (node --cpu-prof).
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
    const product = spawn(process.execPath, [...startFlags, ...profile, ...startCommand(root)], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // BENCH_AB=<another checkout>: that checkout's product too, on the same database, for a comparison in the
    // same minutes (abRounds below). Both must share the schema (the same migrations).
    const abRoot = process.env.BENCH_AB ? path.resolve(process.env.BENCH_AB) : undefined;
    const abPort = abRoot ? await freePort() : 0;
    const other = abRoot
      ? spawn(process.execPath, [...npmStartFlags(abRoot), ...startCommand(abRoot)], {
          cwd: abRoot,
          env: { ...env, ...abEnv(), PORT: String(abPort) },
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : undefined;
    if (other) children.push(other);
    const bare = forkBenchServer('bare-insert-server.ts', { DATABASE_URL: runtime.databaseUrl, PORT: String(barePort) });
    children.push(product, bare);
    const floorPort = process.env.BENCH_FLOOR ? await freePort() : 0;
    const floor = process.env.BENCH_FLOOR
      ? forkBenchServer('answer-floor-server.ts', { DATABASE_URL: runtime.databaseUrl, PORT: String(floorPort) })
      : undefined;
    if (floor) children.push(floor);
    const floorBase = `http://127.0.0.1:${floorPort}`;
    const productBase = `http://127.0.0.1:${productPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${productBase}/account/csrf/`, product);
    const otherBase = `http://127.0.0.1:${abPort}`;
    if (other) await waitFor(`${otherBase}/account/csrf/`, other);
    await waitFor(`${bareBase}/insert`, bare);
    if (floor) await waitFor(`${floorBase}/next`, floor);
    console.log(
      `product: npm start's (scripts/start.mjs) with WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? `(cores: ${os.availableParallelism()})`}, LOG_LEVEL=${env.LOG_LEVEL}`,
    );

    // Warm-up, not counted, at 40 connections, so that the pools' connections the first scenarios use are open
    // and have their statements planned (a school's server runs for hours). The product's is BENCH_WARMUP
    // seconds (30): with 8 s, the first rounds of every side-by-side run were a quarter slower than the later
    // ones for both products (session 15), the database still growing from empty.
    await bareScenario(bareBase, 40);
    await productScenario(productBase, 40, world.children.slice(0, 40), [world.choice[0]!], WARMUP);
    if (floor) await floorScenario(floorBase, 40, world.children.slice(40, 80), world.choice[4]!);
    if (other) await productScenario(otherBase, 40, world.children.slice(0, 40), [world.choice[0]!], WARMUP);

    // BENCH_LOOPS=N: the first scenario with N children instead of 40 (CPU per request away from saturation,
    // where it varies less from run to run; its ratio is to the bare insert at as many connections).
    const loops = Number(process.env.BENCH_LOOPS ?? 40);
    const scenarios: [string, number, number[]][] = [
      [`multiple choice, ${loops} children, 1 activity`, loops, [world.choice[0]!]],
      ['multiple choice, 40 children, 5 activities', 40, world.choice],
      ['matching, 40 children, 1 activity', 40, [world.matching]],
      ['multiple choice, 200 children, 1 activity', 200, [world.choice[1]!]],
    ];
    // The postmaster: its backends are its children. The bench process itself is the load generator.
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const roots = {
      server: product.pid!,
      postgres: postmaster,
      generator: process.pid,
      bare: bare.pid!,
      ...(floor ? { floor: floor.pid! } : {}),
    };
    if (process.env.BENCH_TRIPS) {
      await roundTrips(bareBase, roots, runtime.databaseUrl);
      return;
    }
    // The bare insert right before each scenario, at its connections, and the ratio to that: this machine's
    // speed drifts within minutes (session 15: 1,519 req/s at a run's start, its floor at 1,249 answers/s five
    // minutes later), so a ratio compares the product with the machine of the same minute.
    const bareNow = async (connections: number) => {
      const r = await withCpu(roots, () => bareScenario(bareBase, connections));
      console.log(`bare insert, ${connections} connections: ${r.rate.toFixed(0)} req/s, ${stats(r.times)}, ${r.errors} errors`);
      return r.rate;
    };
    if (other) {
      await bareNow(40);
      await abRounds(
        scenarios[0]!,
        world.children,
        { this: [productBase, product.pid!], [abRoot!]: [otherBase, other.pid!] },
        postmaster,
        process.pid,
      );
      return;
    }
    for (const [name, connections, activities] of process.env.BENCH_ONLY ? scenarios.slice(0, 1) : scenarios) {
      const bareRate = await bareNow(connections);
      // After the bare insert: the statistics then count the product's statements only.
      let walFrom = '';
      if (process.env.BENCH_STATEMENTS) {
        await runtime.ctx.db.execute(sql`select pg_stat_statements_reset()`);
        await runtime.ctx.db.execute(sql`select pg_stat_reset_shared('wal')`);
        walFrom = ((await runtime.ctx.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)).rows[0] as { lsn: string }).lsn;
      }
      const r = await withCpu(roots, () => productScenario(productBase, connections, world.children.slice(0, connections), activities));
      console.log(
        `${name}: ${r.rate.toFixed(0)} answers/s (ratio ${(r.rate / bareRate).toFixed(3)} to the bare insert just before); ` +
          `next-question ${stats(r.next)}; submit-answer ${stats(r.submit)}; ${r.errors} errors`,
      );
      if (process.env.BENCH_STATEMENTS) await printStatements(runtime.ctx, r.requests, walFrom);
    }
    // The floor last: its sessions (a state of its own shape) then never meet the product's.
    if (floor)
      for (const connections of [40, 200]) {
        const bareRate = await bareNow(connections);
        const r = await withCpu(roots, () => floorScenario(floorBase, connections, world.children.slice(0, connections), world.choice[4]!));
        console.log(
          `floor (bench/answer-floor-server.ts), ${connections} connections: ${r.rate.toFixed(0)} answers/s (ratio ${(r.rate / bareRate).toFixed(3)} to the bare insert just before); ` +
            `next ${stats(r.next)}; submit ${stats(r.submit)}; ${r.errors} errors`,
        );
      }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())));
    await runtime.close();
    if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

await main();
