/**
 * Sign-in benchmark (issue 2 'Done when'): cold start to first answer, and p50/p95 of teacher and student
 * login over real HTTP against a spawned server on a private embedded PostgreSQL.
 *
 *   node --import tsx bench/auth.bench.ts        (from the repository root; or `npm run bench`)
 *
 * 1. First start: spawn the server on a new, empty DATA_DIR (initdb + migrations) and time it from spawn
 *    to the first successful GET /account/csrf/; then stop it.
 * 2. Data: open a second DATA_DIR in this process (openRuntime starts and migrates its embedded
 *    PostgreSQL), create a school, a teacher, a section and students through the services, close it.
 * 3. Start: spawn the server on that DATA_DIR, time it the same way, then run sequential logins.
 * Everything runs on 127.0.0.1; the server is stopped with SIGTERM (which stops its PostgreSQL) at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PASSWORD_COST, loadConfig } from '../server/src/config';
import { openRuntime } from '../server/src/server';
import * as account from '../server/src/features/account/account.service';
import { findUserByEmail } from '../server/src/db/users.queries';
import { addTeacher } from '../server/src/features/teachers/teachers.service';
import { createSection } from '../server/src/features/sections/sections.service';
import { addStudent } from '../server/src/features/students/students.service';
import { hashPassword, verifyPassword } from '../server/src/lib/passwords';
import type { StaffActor } from '../server/src/plugins/auth';
import { makeDataDir, startServer as spawnServer, stopServer, type ServerProcess } from './server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const STUDENTS = 10;
const TEACHER = { username: 'bench.teacher', email: 'bench.teacher@school.test', password: 'Guro#2024' };
const STUDENT_PASSWORD = 'Bata#2024x';

/** A school with one teacher, one section and STUDENTS students, made through the services. */
async function createData(dataDir: string): Promise<{ studentIds: number[]; classCode: string }> {
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    const { ctx } = runtime;
    const caller = { lang: 'en' as const, ip: '127.0.0.1' };
    await account.register(ctx, caller, {
      username: 'bench.admin',
      email: 'bench.admin@school.test',
      password: TEACHER.password,
      role: 'admin',
    });
    const adminRow = (await findUserByEmail(ctx.db, 'bench.admin@school.test'))!;
    const admin: StaffActor = {
      kind: 'staff',
      id: adminRow.id,
      organizationId: adminRow.organizationId,
      role: 'admin',
      isAdmin: true,
      username: adminRow.username,
      email: adminRow.email,
    };
    const teacherRow = await addTeacher(ctx, admin, TEACHER);
    const teacher: StaffActor = {
      kind: 'staff',
      id: teacherRow.id,
      organizationId: teacherRow.organizationId,
      role: 'teacher',
      isAdmin: false,
      username: teacherRow.username,
      email: teacherRow.email,
    };
    const section = await createSection(ctx, teacher, { name: 'Grade 1 - Sampaguita' });
    const studentIds: number[] = [];
    for (let i = 0; i < STUDENTS; i++) {
      const student = await addStudent(ctx, teacher, section.id, {
        name: `Bata ${i + 1}`,
        password: STUDENT_PASSWORD,
        parent_guardian: 'Aling Nena',
        contact_number: '09171234567',
        gender: i % 2 ? 'male' : 'female',
        consent: true,
      });
      studentIds.push(student.student.id);
    }
    return { studentIds, classCode: section.classCode };
  } finally {
    await runtime.close();
  }
}

/** Times `RUNS` sequential calls after a short warm-up; every call must answer 200. */
async function timeCalls(send: (i: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const res = await send(i);
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`call ${i} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= WARMUP) times.push(elapsed);
  }
  return times;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The server from its sources through tsx, as this bench has measured it since issue 2. */
const startServer = (dataDir: string) => spawnServer(dataDir, { cwd: ROOT, args: ['--import', 'tsx', 'server/src/main.ts'] });

async function main() {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    for (const s of servers) await stopServer(s);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    const freshDir = makeDataDir();
    dirs.push(freshDir);
    const fresh = await startServer(freshDir);
    servers.push(fresh);
    await stopServer(fresh);

    const dataDir = makeDataDir();
    dirs.push(dataDir);
    const { studentIds, classCode } = await createData(dataDir); // openRuntime initialises and migrates its PostgreSQL

    const server = await startServer(dataDir);
    servers.push(server);

    const csrfRes = await fetch(`${server.base}/account/csrf/`);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const staffHeaders = { 'content-type': 'application/json', cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken };
    const teacher = await timeCalls(() =>
      fetch(`${server.base}/account/teacher/login/`, {
        method: 'POST',
        headers: staffHeaders,
        body: JSON.stringify({ email: TEACHER.email, password: TEACHER.password }),
      }),
    );
    const student = await timeCalls((i) =>
      fetch(`${server.base}/students/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: studentIds[i % studentIds.length], code: classCode, password: STUDENT_PASSWORD }),
      }),
    );

    // Reference: one argon2id check in this process, the floor under every sign-in.
    const hash = await hashPassword(DEFAULT_PASSWORD_COST, STUDENT_PASSWORD);
    const argon: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await verifyPassword(hash, STUDENT_PASSWORD);
      argon.push(performance.now() - started);
    }

    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const rows: [string, string][] = [
      ['cold start, new DATA_DIR (initdb + migrate) → first answer', ms(fresh.startMs)],
      ['cold start, existing DATA_DIR → first answer', ms(server.startMs)],
      [`teacher login p50 (${RUNS} sequential, HTTP)`, ms(percentile(teacher, 50))],
      [`teacher login p95`, ms(percentile(teacher, 95))],
      [`student login p50 (${RUNS} sequential, HTTP)`, ms(percentile(student, 50))],
      [`student login p95`, ms(percentile(student, 95))],
      ['reference: argon2id verify in-process p50', ms(percentile(argon, 50))],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    const load = os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ');
    console.log(
      `\nAralin sign-in benchmark (Node ${process.version}, ${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, load ${load})\n`,
    );
    console.log(`${'measure'.padEnd(width)}  value`);
    console.log(`${'-'.repeat(width)}  ------`);
    for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
    console.log('');
  } finally {
    await stopAll();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
