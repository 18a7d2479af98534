/**
 * Issue 17 item 7: create calls accept an Idempotency-Key; a repeat with the same key, even a concurrent
 * one, answers the first result and creates nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { idempotentRoutes } from '@aralin/contract';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { as, createSchool, form, PNG, type School } from '../../test/staff';
import { makeActivity, makeSubject, mcQuestion } from '../../test/learning-fixtures';

let t: TestApp;
let s: School;
let subjectId: number;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id)).id;
  activityId = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
});
afterAll(() => t.close());

const rows = async (table: string) => {
  const { rows: r } = await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(r[0].n);
};
let seq = 0;
const unique = () => `${Date.now().toString(36)}${seq++}`;

interface Case {
  route: string;
  table: string;
  send: (key: string) => Promise<LightMyRequestResponse>;
}
const withKey = (key: string, headers: Record<string, string> = {}) => ({ ...headers, 'idempotency-key': key });

/** One create call per route of `idempotentRoutes`, each sending a fresh body for a given key. */
const CASES: Case[] = [
  {
    route: '/management/teachers/add/',
    table: 'users',
    send: async (key) => {
      const name = `guro${unique()}`;
      const body = await form({ username: name, email: `${name}@school.test`, password: 'Guro#2024x' });
      return as(t, s.admin, {
        method: 'POST',
        url: '/management/teachers/add/',
        payload: body.payload,
        headers: withKey(key, body.headers),
      });
    },
  },
  {
    route: '/management/sections/add/',
    table: 'sections',
    send: (key) =>
      as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', payload: { name: 'Ilang-Ilang' }, headers: withKey(key) }),
  },
  {
    route: '/management/sections/:id/students/add/',
    table: 'students',
    send: async (key) => {
      const body = await form({
        name: 'Niño Dela Cruz',
        password: 'Bago#Bata1',
        parent_guardian: 'Rosa Dela Cruz',
        contact_number: '0917 555 1234',
        gender: 'male',
        consent: 'true',
      });
      return as(t, s.teacher, {
        method: 'POST',
        url: `/management/sections/${s.section.id}/students/add/`,
        payload: body.payload,
        headers: withKey(key, body.headers),
      });
    },
  },
  {
    route: '/management/subjects/add/',
    table: 'subjects',
    send: (key) =>
      as(t, s.teacher, {
        method: 'POST',
        url: '/management/subjects/add/',
        payload: { name: `Filipino ${unique()}`, section: s.section.id },
        headers: withKey(key),
      }),
  },
  {
    route: '/management/sections/:sectionId/subjects/:subjectId/activities/create/',
    table: 'activities',
    send: (key) =>
      as(t, s.teacher, {
        method: 'POST',
        url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/create/`,
        payload: { title: 'Counting apples', subject: subjectId, type: 'multiple_choice', questions: [mcQuestion()] },
        headers: withKey(key),
      }),
  },
  {
    route: '/management/activities/:activityId/questions/',
    table: 'questions',
    send: (key) =>
      as(t, s.teacher, {
        method: 'POST',
        url: `/management/activities/${activityId}/questions/`,
        payload: mcQuestion('How many?'),
        headers: withKey(key),
      }),
  },
  {
    route: '/management/activities/:id/duplicate/',
    table: 'activities',
    send: (key) =>
      as(t, s.teacher, {
        method: 'POST',
        url: `/management/activities/${activityId}/duplicate/`,
        payload: { section_id: s.section.id, subject_id: subjectId },
        headers: withKey(key),
      }),
  },
  {
    route: '/management/upload/',
    table: 'stored_files',
    send: async (key) => {
      const body = await form({ file: { filename: 'dog.png', contentType: 'image/png', data: PNG } });
      return as(t, s.teacher, { method: 'POST', url: '/management/upload/', payload: body.payload, headers: withKey(key, body.headers) });
    },
  },
];

describe('Idempotency-Key on every create call', () => {
  it('covers exactly the routes of idempotentRoutes', () => {
    expect(CASES.map((c) => c.route).sort()).toEqual(idempotentRoutes.map((r) => r.path).sort());
  });

  for (const c of CASES) {
    it(`${c.route}: a repeat with the same key answers the first result and creates nothing`, async () => {
      const key = randomUUID();
      const before = await rows(c.table);
      const first = await c.send(key);
      expect(first.statusCode, first.body).toBe(201);
      const created = await rows(c.table);
      expect(created).toBeGreaterThan(before);
      const again = await c.send(key);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await rows(c.table)).toBe(created);
      // Without the key, or with another one, it creates again.
      expect((await c.send(randomUUID())).statusCode).toBe(201);
      expect(await rows(c.table)).toBeGreaterThan(created);
    });
  }

  it('100 concurrent add-student calls with one key create one child and all answer its result', async () => {
    const key = randomUUID();
    const before = await rows('students');
    const answers = await Promise.all(Array.from({ length: 100 }, () => CASES[2].send(key)));
    console.log(`idempotency: 100 concurrent identical add-student calls → ${(await rows('students')) - before} child created`);
    expect(await rows('students')).toBe(before + 1);
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.body).toBe(answers[0].body);
    }
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(99);
  });

  it('100 concurrent add-section calls without a key still create 100 (the key is what makes a repeat)', async () => {
    const before = await rows('sections');
    await Promise.all(
      Array.from({ length: 100 }, () => as(t, s.teacher, { method: 'POST', url: '/management/sections/add/', payload: { name: 'X' } })),
    );
    expect(await rows('sections')).toBe(before + 100);
  });
});

describe('what a key does not do', () => {
  it('a first call that fails gives the key back: the corrected retry creates', async () => {
    const key = randomUUID();
    const bad = await as(t, s.admin, {
      method: 'POST',
      url: '/management/sections/add/',
      payload: { name: 'Orchid', teacher: 999_999 },
      headers: withKey(key),
    });
    expect(bad.statusCode).toBe(404);
    const good = await as(t, s.admin, {
      method: 'POST',
      url: '/management/sections/add/',
      payload: { name: 'Orchid', teacher: s.teacher.user.id },
      headers: withKey(key),
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it("one person's key is not another's: the other teacher creates their own", async () => {
    const key = randomUUID();
    const mine = await as(t, s.teacher, {
      method: 'POST',
      url: '/management/sections/add/',
      payload: { name: 'Mine' },
      headers: withKey(key),
    });
    const theirs = await as(t, s.other, {
      method: 'POST',
      url: '/management/sections/add/',
      payload: { name: 'Theirs' },
      headers: withKey(key),
    });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(json<{ section: { id: number } }>(theirs).section.id).not.toBe(json<{ section: { id: number } }>(mine).section.id);
  });

  it('answers 409 when a key is used again for another call, in English and Filipino', async () => {
    const key = randomUUID();
    expect((await CASES[1].send(key)).statusCode).toBe(201);
    const other = await as(t, s.teacher, {
      method: 'POST',
      url: '/management/subjects/add/',
      payload: { name: 'Math', section: s.section.id },
      headers: withKey(key),
    });
    expect(other.statusCode).toBe(409);
    expect(json(other).error).toBe('This Idempotency-Key was already used for another request.');
    const tl = await as(t, s.teacher, {
      method: 'POST',
      url: '/management/subjects/add/',
      payload: { name: 'Math', section: s.section.id },
      headers: withKey(key),
      lang: 'tl',
    });
    expect(json(tl).error).toBe('Nagamit na ang Idempotency-Key na ito sa ibang request.');
  });

  it('answers 400 for a malformed key, in English and Filipino', async () => {
    for (const bad of ['', 'x'.repeat(201), 'has space', 'ü']) {
      const res = await as(t, s.teacher, {
        method: 'POST',
        url: '/management/sections/add/',
        payload: { name: 'Bad' },
        headers: withKey(bad),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(res).error).toBe('The Idempotency-Key header must be 1 to 200 letters, digits or -_.:');
    }
    const tl = await as(t, s.teacher, {
      method: 'POST',
      url: '/management/sections/add/',
      payload: { name: 'Bad' },
      headers: withKey('a b'),
      lang: 'tl',
    });
    expect(json(tl).error).toBe('Ang Idempotency-Key header ay dapat 1 hanggang 200 titik, numero o -_.:');
  });

  it('still answers 401 without a token, key or not', async () => {
    const res = await as(t, null, {
      method: 'POST',
      url: '/management/sections/add/',
      payload: { name: 'X' },
      headers: withKey(randomUUID()),
    });
    expect(res.statusCode).toBe(401);
  });
});
