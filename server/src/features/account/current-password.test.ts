/** Issue 17 items 2 and 6: guesses at `current_password` in Settings are counted before the check and limited like sign-in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import { as } from '../../../test/staff';
import { alignClockToWindowStart } from '../../../test/account-helpers';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const change = (who: Staff, current: string, lang: 'en' | 'tl' = 'en') =>
  as(t, who, {
    method: 'PATCH',
    url: '/management/edit-profile/',
    lang,
    payload: {
      username: who.user.username,
      email: who.user.email,
      password: 'Bago#Pass9',
      confirm_password: 'Bago#Pass9',
      current_password: current,
    },
  });

describe('current_password guesses', () => {
  it(
    '30 concurrent wrong guesses: at most 10 are checked, then 429 even for the right one, in both languages',
    { timeout: 60_000 },
    async () => {
      alignClockToWindowStart(t);
      const teacher = await createTeacher(t, admin);
      const answers = await Promise.all(Array.from({ length: 30 }, () => change(teacher, 'Wrong#Pass1')));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 400).length + statuses.filter((s) => s === 429).length).toBe(30);
      const right = await change(teacher, STAFF_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(json(right).error).toBe('Too many attempts. Please wait and try again.');
      const tl = await change(teacher, STAFF_PASSWORD, 'tl');
      expect(json(tl).error).toBe('Masyadong maraming pagsubok. Maghintay muna at subukang muli.');
    },
  );

  it('right current passwords are not counted: 12 changes in a row succeed', { timeout: 60_000 }, async () => {
    alignClockToWindowStart(t);
    const teacher = await createTeacher(t, admin);
    let current = STAFF_PASSWORD;
    for (let i = 0; i < 12; i++) {
      const next = `Bago#Pass${i}x`;
      const res = await as(t, teacher, {
        method: 'PATCH',
        url: '/management/edit-profile/',
        payload: {
          username: teacher.user.username,
          email: teacher.user.email,
          password: next,
          confirm_password: next,
          current_password: current,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      current = next;
    }
  });
});
