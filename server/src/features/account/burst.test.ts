/** Issue 17 item 2: a failure is counted before the password check, so a concurrent burst checks at most the limit. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import { alignClockToWindowStart, expectError, freshIp, get, post } from '../../../test/account-helpers';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => alignClockToWindowStart(t));

describe('a concurrent burst of wrong passwords', () => {
  it(
    '60 at once for one teacher, each from its own address: at most 10 are checked, the rest 429, then even the right password is refused',
    { timeout: 120_000 },
    async () => {
      const teacher = await createTeacher(t, admin);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => post(t, '/account/teacher/login/', { email: teacher.user.email, password: 'Wrong#Pass1' })),
      );
      const ms = Math.round(performance.now() - started);
      const statuses = answers.map((a) => a.statusCode);
      const checked = statuses.filter((s) => s === 400).length;
      const refused = statuses.filter((s) => s === 429).length;
      console.log(`burst: 60 concurrent wrong passwords → ${checked} checked (400), ${refused} refused (429) in ${ms} ms`);
      expect(checked).toBeLessThanOrEqual(10);
      expect(checked + refused).toBe(60);
      const right = await post(t, '/account/teacher/login/', { email: teacher.user.email, password: STAFF_PASSWORD });
      expectError(right, 429, 'Too many attempts. Please wait and try again.');
      const tl = await post(t, '/account/teacher/login/', { email: teacher.user.email, password: STAFF_PASSWORD }, { lang: 'tl' });
      expect(tl.statusCode).toBe(429);
    },
  );

  it('right passwords are not counted as failures: 15 sign-ins in a row all succeed', async () => {
    const teacher = await createTeacher(t, admin);
    for (let i = 0; i < 15; i++) {
      const ok = await post(t, '/account/teacher/login/', { email: teacher.user.email, password: STAFF_PASSWORD });
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });

  it(
    '60 at once for one child from one address: 5 are checked, the rest 429, then even the right password waits',
    { timeout: 120_000 },
    async () => {
      const teacher = await createTeacher(t, admin);
      const section = await createSection(t, teacher);
      const student = await createStudent(t, teacher, section.id, { password: 'Bata#Right1' });
      const ip = freshIp();
      const body = { id: student.id, code: section.classCode, password: 'Wrong#Kid1' };
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 60 }, () => post(t, '/students/login/', body, { csrf: false, ip })));
      const ms = Math.round(performance.now() - started);
      const statuses = answers.map((a) => a.statusCode);
      const checked = statuses.filter((s) => s === 400).length;
      const refused = statuses.filter((s) => s === 429).length;
      console.log(`burst: 60 concurrent wrong child passwords, one address → ${checked} checked (400), ${refused} held (429) in ${ms} ms`);
      expect(checked).toBeLessThanOrEqual(5);
      expect(checked + refused).toBe(60);
      const right = await post(t, '/students/login/', { ...body, password: 'Bata#Right1' }, { csrf: false, ip });
      expect(right.statusCode).toBe(429);
    },
  );

  it(
    '60 at once for one child, each from its own address: at most 10 are checked, then every new address waits',
    { timeout: 120_000 },
    async () => {
      const teacher = await createTeacher(t, admin);
      const section = await createSection(t, teacher);
      const student = await createStudent(t, teacher, section.id, { password: 'Bata#Right1' });
      const body = { id: student.id, code: section.classCode, password: 'Wrong#Kid1' };
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 60 }, () => post(t, '/students/login/', body, { csrf: false })));
      const ms = Math.round(performance.now() - started);
      const statuses = answers.map((a) => a.statusCode);
      const checked = statuses.filter((s) => s === 400).length;
      const refused = statuses.filter((s) => s === 429).length;
      console.log(`burst: 60 concurrent wrong child passwords, 60 addresses → ${checked} checked (400), ${refused} held (429) in ${ms} ms`);
      expect(checked).toBeLessThanOrEqual(10);
      expect(checked + refused).toBe(60);
      const right = await post(t, '/students/login/', { ...body, password: 'Bata#Right1' }, { csrf: false });
      expect(right.statusCode).toBe(429);
    },
  );
});

describe('class codes', () => {
  it(
    'a class of 40 on one address with 80 typos is never refused; a guesser is refused before 200; concurrent guesses check at most the limit',
    { timeout: 120_000 },
    async () => {
      const teacher = await createTeacher(t, admin);
      const section = await createSection(t, teacher);
      const school = freshIp();
      const classStatuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        for (const code of [`TYPO${i}A`, `TYPO${i}B`, section.classCode]) {
          classStatuses.push((await get(t, `/students/get-students/${code}/`, { ip: school })).statusCode);
        }
      }
      console.log(
        `class of 40: ${classStatuses.filter((s) => s === 404).length} typos, ${classStatuses.filter((s) => s === 429).length} refused`,
      );
      expect(classStatuses.filter((s) => s === 429)).toHaveLength(0);
      expect(classStatuses.filter((s) => s === 200)).toHaveLength(40);

      const guesser = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => get(t, `/students/get-students/GUESS${i}/`, { ip: guesser })),
      );
      const misses = answers.filter((a) => a.statusCode === 404).length;
      console.log(`guesser: 200 concurrent wrong codes → ${misses} looked up (404), ${200 - misses} refused (429)`);
      expect(misses).toBeLessThanOrEqual(150);
      expect(answers.filter((a) => a.statusCode === 429).length).toBe(200 - misses);
    },
  );
});
