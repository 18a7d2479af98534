/**
 * Play benchmark (issue 5 'Done when'): p50/p99 of next-question and submit-answer for 40 children
 * playing at once, over real HTTP, on the embedded PostgreSQL.
 *
 *   node --import tsx bench/play.bench.ts       (from the repository root)
 *   BENCH_SESSIONS=5 BENCH_STUDENTS=40 BENCH_THINK_MS=0   (defaults; THINK_MS: a child's mean pause between calls)
 *
 * 1. Opens a new DATA_DIR in a temporary directory (openRuntime starts and migrates its embedded
 *    PostgreSQL), and seeds through the services: a school, a teacher, a section of 40 children, a
 *    subject and a matching activity of 12 questions (assigned to the whole section by the service).
 * 2. Builds the app in this process and listens on a free port of 127.0.0.1.
 * 3. Every child, all at once, plays BENCH_SESSIONS sessions to their end with fetch: next-question,
 *    then submit-answer (right first 60%, right after the hint 25%, wrong twice 15%).
 * 4. Prints the latencies, then stops the server and its PostgreSQL and removes the directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateActivityBody, type NextQuestionResponse, type ServedQuestion, type SubmitAnswerResponse } from '@aralin/contract';
import { loadConfig } from '../server/src/config';
import { openRuntime } from '../server/src/server';
import { buildApp } from '../server/src/app';
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

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 40);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 5);
/** Mean pause of a child between calls (0: every child calls again at once, the saturating case). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const PASSWORD = 'Guro#2024';
const LEVELS = ['easy', 'easy', 'easy', 'easy', 'medium', 'medium', 'medium', 'medium', 'hard', 'hard', 'hard', 'hard'] as const;
const PAIRS = { easy: 2, medium: 3, hard: 4 } as const;

const bi = (en: string, tl: string) => ({ en, tl });
const question = (level: (typeof LEVELS)[number], n: number) => ({
  question_text: bi(`Match set ${n}`, `Pagtapatin ${n}`),
  difficulty_level: level,
  extra_data: {
    pairs: Array.from({ length: PAIRS[level] }, (_, i) => ({
      prompt_text: bi(`P${n}-${i}`, `T${n}-${i}`),
      answer_text: bi(`A${n}-${i}`, `S${n}-${i}`),
    })),
    hint: bi(`Hint ${n}`, `Pahiwatig ${n}`),
    explanation: bi(`Because ${n}`, `Dahil ${n}`),
  },
});

function answer(q: ServedQuestion, right: boolean): string {
  const prompts = q.extra_data.pairs!.map((p) => p.value);
  const answers = prompts.map((p) => p.replace(/^P/, 'A'));
  return JSON.stringify(prompts.map((prompt, i) => ({ prompt, answer: answers[right ? i : (i + 1) % answers.length] })));
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

async function seed(ctx: Awaited<ReturnType<typeof openRuntime>>['ctx']) {
  const caller = { lang: 'en' as const, ip: '127.0.0.1' };
  await account.register(ctx, caller, { username: 'bench.admin', email: 'bench.admin@school.test', password: PASSWORD, role: 'admin' });
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
  const teacherRow = await addTeacher(ctx, actor(adminRow), {
    username: 'bench.teacher',
    email: 'bench.teacher@school.test',
    password: PASSWORD,
  });
  const teacher = actor(teacherRow);
  const section = await createSection(ctx, teacher, { name: 'Bench', teacherId: teacher.id });
  const students = [];
  for (let i = 0; i < STUDENTS; i++) {
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
  const body = CreateActivityBody.parse({
    title: 'Pagtapatin',
    type: 'matching',
    concept: { name: 'Bench concept', required_score: 80 },
    questions: LEVELS.map((l, i) => question(l, i + 1)),
    publish: true,
  });
  const { card } = await createActivity(ctx, teacher, section.id, subject.id, body);
  const tokens = await Promise.all(
    students.map((s) => issueTokens(ctx, ctx.db, { kind: 'student', studentId: s.id, organizationId: s.organizationId })),
  );
  return { activityId: card.activity.id, players: students.map((s, i) => ({ id: s.id, token: tokens[i]!.access })) };
}

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-play-bench-'));
  fs.chmodSync(dataDir, 0o755); // when run as root, the postgres system user must reach its data directory
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  const runtime = await openRuntime(config);
  const app = await buildApp({ ctx: runtime.ctx });
  try {
    const { activityId, players } = await seed(runtime.ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const times = { next: [] as number[], submit: [] as number[] };
    let errors = 0;
    const pause = (rng: () => number) => (THINK_MS > 0 ? new Promise((r) => setTimeout(r, rng() * 2 * THINK_MS)) : Promise.resolve());
    const timed = async <T>(into: number[], url: string, token: string, init?: { method: string; body: string }): Promise<T> => {
      const started = performance.now();
      const res = await fetch(base + url, {
        method: init?.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, ...(init ? { 'content-type': 'application/json' } : {}) },
        body: init?.body,
      });
      const body = (await res.json()) as T;
      into.push(performance.now() - started);
      if (!res.ok) errors++;
      return body;
    };
    const play = async (p: { id: number; token: string }, index: number) => {
      const rng = mulberry32(1000 + index);
      for (let s = 0; s < SESSIONS; s++) {
        let fresh = true;
        for (;;) {
          await pause(rng);
          const r = await timed<NextQuestionResponse>(
            times.next,
            `/subjects/next-question/${p.id}/${activityId}/?language=en${fresh ? '&fresh_start=true' : ''}`,
            p.token,
          );
          fresh = false;
          if (r.session_ended) break;
          const roll = rng();
          const submit = (right: boolean, type: string) =>
            timed<SubmitAnswerResponse>(times.submit, `/subjects/submit-answer/${p.id}/${activityId}/${r.id}/`, p.token, {
              method: 'POST',
              body: JSON.stringify({
                answer: answer(r, right),
                language: 'en',
                attempt_type: type,
                is_review_question: r.is_review_question,
              }),
            });
          await pause(rng);
          let last = await submit(roll < 0.6, 'first');
          if (!last.question_finished) {
            await pause(rng);
            last = await submit(roll < 0.85, 'guided');
          }
          if (last.session_ended) break;
        }
      }
    };
    const started = performance.now();
    await Promise.all(players.map(play));
    const wall = performance.now() - started;
    const row = (name: string, xs: number[]) =>
      `${name.padEnd(16)} ${String(xs.length).padStart(6)} ${percentile(xs, 50).toFixed(1).padStart(8)} ${percentile(xs, 95).toFixed(1).padStart(8)} ${percentile(xs, 99).toFixed(1).padStart(8)} ${Math.max(
        ...xs,
      )
        .toFixed(1)
        .padStart(8)}`;
    const pauses = THINK_MS > 0 ? `, a mean pause of ${THINK_MS} ms between calls` : ', no pause between calls';
    console.log(`\n${STUDENTS} children at once, ${SESSIONS} sessions each${pauses}; embedded PostgreSQL, in-process server over HTTP`);
    console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average before the run ${loadBefore.toFixed(1)}`);
    console.log(
      `${'call'.padEnd(16)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    );
    console.log(row('next-question', times.next));
    console.log(row('submit-answer', times.submit));
    const total = times.next.length + times.submit.length;
    console.log(`${total} requests in ${(wall / 1000).toFixed(1)} s: ${(total / (wall / 1000)).toFixed(0)} requests/s; ${errors} errors`);
  } finally {
    await app.close();
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
