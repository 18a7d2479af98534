/**
 * Issue 17 item 9: isolation proved from the route table. Every route of contract/src/routes.ts has an
 * entry here (a new route without one fails the first test). Each route is called as {another school's
 * admin, another teacher of the same school, a student, another student, no token} with the ids of a
 * victim's rows and with absent ids: the victim's ids must be refused exactly like absent ones (same status,
 * same body), and no answer may carry any of the victim's data (every victim row is named "Victim…").
 * Then 1,000 random swaps of ids across the two schools: 0 leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildPath, routes, type Route } from '@aralin/contract';
import { questions, teacherMessages } from '../src/db/schema';
import { call, createTestApp, type TestApp } from './harness';
import { createAdmin, createSection, createStudent, createTeacher, type Staff } from './fixtures';
import { makeActivity, makeSubject, mcQuestion, studentToken } from './learning-fixtures';

/** The ids a call names. `absent` fills every one with an id that exists nowhere. */
interface Ids {
  teacher: number;
  section: number;
  student: number;
  subject: number;
  activity: number;
  question: number;
  message: number;
}
const ABSENT: Ids = {
  teacher: 987_654,
  section: 987_654,
  student: 987_654,
  subject: 987_654,
  activity: 987_654,
  question: 987_654,
  message: 987_654,
};

type Side = 'staff' | 'student';
interface Entry {
  /** Whose route: staff (attacked by staff of elsewhere and by students) or a student's own. */
  side?: Side;
  /** Why the route is not in the matrix (public, or acting only on the caller). */
  exempt?: string;
  params?: (ids: Ids) => Record<string, number>;
  body?: (ids: Ids) => unknown;
  query?: (ids: Ids) => string;
}

const MATRIX: Record<string, Entry> = {
  'GET /account/csrf/': { exempt: 'public' },
  'POST /account/admin/request-otp/': { exempt: 'public sign-in' },
  'POST /account/admin/login/': { exempt: 'public sign-in' },
  'POST /account/teacher/login/': { exempt: 'public sign-in' },
  'POST /account/forgot-password/': { exempt: 'public' },
  'POST /account/reset-password/': { exempt: 'public, by emailed token' },
  'POST /account/register/': { exempt: 'public' },
  'POST /account/resend-verification/': { exempt: 'public' },
  'POST /account/verify-email/': { exempt: 'public, by emailed token' },
  'POST /account/confirm-email-change/': { exempt: 'public, by emailed token (email-change.test.ts)' },
  'POST /account/revert-email-change/': { exempt: 'public, by emailed token (email-change.test.ts)' },
  'POST /account/logout/': { exempt: 'by the refresh token the caller holds' },
  'GET /account/me/': { exempt: "the caller's own account" },
  'POST /api/token/refresh/': { exempt: 'by the refresh token the caller holds' },
  'GET /account/invite/': { exempt: 'public, by emailed token (invites.test.ts)' },
  'POST /account/invite/accept/': { exempt: 'public, by emailed token (invites.test.ts)' },
  'GET /management/teachers/invites/': { exempt: "the caller's own school's invitations, admins only (invites.test.ts)" },
  'POST /management/teachers/invites/': { exempt: "invites into the caller's own school, admins only (invites.test.ts)" },
  'DELETE /management/teachers/invites/:id/': { exempt: 'another school’s invitation answers 404 like an absent one (invites.test.ts)' },
  'GET /management/school/join-code/': { exempt: "the caller's own school's code, admins only (join-requests.test.ts)" },
  'POST /management/school/join-code/': { exempt: "the caller's own school's code, admins only (join-requests.test.ts)" },
  'GET /management/join-requests/': { exempt: "the caller's own school's requests, admins only (join-requests.test.ts)" },
  'POST /management/join-requests/:id/approve/': {
    exempt: 'another school’s request answers 404 like an absent one (join-requests.test.ts)',
  },
  'POST /management/join-requests/:id/refuse/': {
    exempt: 'another school’s request answers 404 like an absent one (join-requests.test.ts)',
  },
  'GET /management/join-requests/mine/': { exempt: "the caller's own request (join-requests.test.ts)" },
  'POST /management/join-requests/mine/': { exempt: "the caller's own request, by join code (join-requests.test.ts)" },
  'DELETE /management/join-requests/mine/': { exempt: "the caller's own request (join-requests.test.ts)" },
  'GET /management/dashboard/:sectionId/': { params: (i) => ({ sectionId: i.section }) },
  'GET /management/admin-dashboard/': {},
  'GET /management/admin/download-report/': {},
  'GET /management/teachers/': {},
  'POST /management/teachers/add/': { exempt: 'creates in the caller’s own school (teachers.test.ts)' },
  'PATCH /management/teachers/:id/': {
    params: (i) => ({ id: i.teacher }),
    body: () => ({ username: 'renamed.by.attacker', email: 'renamed@attack.test' }),
  },
  'PATCH /management/teachers/:id/delete/': { params: (i) => ({ id: i.teacher }) },
  'PATCH /management/teachers/:id/restore/': { params: (i) => ({ id: i.teacher }) },
  'GET /management/sections/': {},
  'POST /management/sections/add/': { body: (i) => ({ name: 'Attack', teacher: i.teacher }) },
  'GET /management/sections/:id/': { params: (i) => ({ id: i.section }) },
  'GET /management/sections/:id/students/': { params: (i) => ({ id: i.section }) },
  'POST /management/sections/:id/class-tablet/': { params: (i) => ({ id: i.section }), body: () => ({ pin: '4321' }) },
  'GET /management/students/:id/tracing-tries/': { params: (i) => ({ id: i.student }) },
  'GET /management/students/:id/other-language/': { params: (i) => ({ id: i.student }) },
  'DELETE /management/sections/:id/delete/': { params: (i) => ({ id: i.section }) },
  'PATCH /management/students/reassign/': { body: (i) => ({ students: [{ id: i.student, new_section_id: null }] }) },
  'GET /management/students/unassigned/': {},
  'POST /management/sections/:id/students/add/': {
    params: (i) => ({ id: i.section }),
    body: (i) => ({
      student_id: i.student,
      name: 'Attack Kid',
      password: 'Atake#2024',
      parent_guardian: 'X',
      contact_number: '0917',
      gender: 'male',
      consent: 'true',
    }),
  },
  'GET /management/sections/:sectionId/students/:studentId/': { params: (i) => ({ sectionId: i.section, studentId: i.student }) },
  'PATCH /management/sections/:sectionId/students/:studentId/update/': {
    params: (i) => ({ sectionId: i.section, studentId: i.student }),
    body: () => ({ name: 'Renamed', parent_guardian: 'X', contact_number: '0917', gender: 'male', consent: true }),
  },
  'DELETE /management/sections/:sectionId/students/:studentId/delete/': { params: (i) => ({ sectionId: i.section, studentId: i.student }) },
  'PATCH /management/sections/:sectionId/students/:studentId/unlock/': { params: (i) => ({ sectionId: i.section, studentId: i.student }) },
  'GET /management/sections/:id/sign-in-sheet/': { params: (i) => ({ id: i.section }) },
  'POST /management/sections/:id/sign-in-sheet/': {
    params: (i) => ({ id: i.section }),
    body: (i) => ({ passwords: [{ student_id: i.student, password: 'Atake#2024' }] }),
  },
  'POST /management/sections/:id/students/import/': {
    exempt: 'multipart upload; another school’s and another teacher’s sections answer 404 like absent ones (class-list.test.ts)',
  },
  'GET /management/sections/:id/students/export/': { params: (i) => ({ id: i.section }) },
  'GET /management/school/': { exempt: "the caller's own school (class-list.test.ts)" },
  'PATCH /management/school/': { exempt: "the caller's own school, admins only (class-list.test.ts)" },
  'GET /management/students/:id/progress/': { params: (i) => ({ id: i.student }) },
  'GET /management/audit-log/': { exempt: "the caller's own school's log, admins only (privacy.test.ts)" },
  'GET /management/audit-log/export/': { exempt: "the caller's own school's log, admins only (privacy.test.ts)" },
  'GET /management/students/:id/export/': { params: (i) => ({ id: i.student }) },
  'GET /management/students/:id/export/pdf/': { params: (i) => ({ id: i.student }) },
  'POST /management/students/:id/erase/': { params: (i) => ({ id: i.student }) },
  'POST /management/students/:id/erase-request/': { params: (i) => ({ id: i.student }) },
  'GET /management/sections/:id/subjects/': { params: (i) => ({ id: i.section }) },
  'POST /management/subjects/add/': { body: (i) => ({ name: 'Attack Subject', section: i.section }) },
  'PATCH /management/subjects/:id/delete/': { params: (i) => ({ id: i.subject }) },
  'GET /management/sections/:sectionId/subjects/:subjectId/activities/': {
    params: (i) => ({ sectionId: i.section, subjectId: i.subject }),
  },
  'PATCH /management/sections/:sectionId/activities/:activityId/upload-pdf/': {
    params: (i) => ({ sectionId: i.section, activityId: i.activity }),
  },
  'PATCH /management/sections/:sectionId/activities/:activityId/remove-pdf/': {
    params: (i) => ({ sectionId: i.section, activityId: i.activity }),
  },
  'GET /management/sections/:sectionId/subjects/:subjectId/activities/:activityId/': {
    params: (i) => ({ sectionId: i.section, subjectId: i.subject, activityId: i.activity }),
  },
  'GET /management/sections/:sectionId/subjects/:subjectId/activities/:activityId/students/': {
    params: (i) => ({ sectionId: i.section, subjectId: i.subject, activityId: i.activity }),
  },
  'GET /management/sections/:sectionId/subjects/:subjectId/activities/prebuilt/': {
    params: (i) => ({ sectionId: i.section, subjectId: i.subject }),
  },
  'GET /management/sections/:sectionId/activities/:activityId/assignments/': {
    params: (i) => ({ sectionId: i.section, activityId: i.activity }),
  },
  'POST /management/sections/:sectionId/activities/:activityId/assign/': {
    params: (i) => ({ sectionId: i.section, activityId: i.activity }),
    body: (i) => ({ student_ids: [i.student] }),
  },
  'POST /management/sections/:sectionId/activities/:activityId/unassign/': {
    params: (i) => ({ sectionId: i.section, activityId: i.activity }),
    body: (i) => ({ student_ids: [i.student] }),
  },
  'POST /management/sections/:sectionId/activities/:activityId/publish/': {
    params: (i) => ({ sectionId: i.section, activityId: i.activity }),
  },
  'DELETE /management/activities/:id/delete/': { params: (i) => ({ id: i.activity }) },
  'GET /management/concepts/': {},
  'POST /management/upload/': { exempt: 'stores a file of the caller’s own school under a new key (uploads.test.ts)' },
  'GET /management/library-recordings/': {
    exempt: 'lists only the caller’s own school’s recordings of the shared library (library-recordings.test.ts)',
  },
  'PUT /management/library-recordings/:clipId/': {
    exempt:
      'multipart upload keyed by a library clip, stored for the caller’s own school; another school’s is never touched (library-recordings.test.ts)',
  },
  'DELETE /management/library-recordings/:clipId/': {
    exempt: 'removes only the caller’s own school’s recording of a library clip (library-recordings.test.ts)',
  },
  'POST /management/sections/:sectionId/subjects/:subjectId/activities/create/': {
    params: (i) => ({ sectionId: i.section, subjectId: i.subject }),
    body: (i) => ({ title: 'Attack Activity', subject: i.subject, type: 'multiple_choice', questions: [mcQuestion()] }),
  },
  'POST /management/activities/:activityId/questions/': { params: (i) => ({ activityId: i.activity }), body: () => mcQuestion('Attack?') },
  'PATCH /management/activities/:id/': { params: (i) => ({ id: i.activity }), body: () => ({ title: 'Attack' }) },
  'GET /management/activities/:id/questions/': { params: (i) => ({ id: i.activity }) },
  'PATCH /management/activities/:id/questions/order/': {
    params: (i) => ({ id: i.activity }),
    body: (i) => ({ question_ids: [i.question] }),
  },
  'PATCH /management/questions/:id/': { params: (i) => ({ id: i.question }), body: () => mcQuestion('Attack?') },
  'DELETE /management/questions/:id/': { params: (i) => ({ id: i.question }) },
  'POST /management/activities/:id/duplicate/': {
    params: (i) => ({ id: i.activity }),
    body: (i) => ({ section_id: i.section, subject_id: i.subject }),
  },
  'GET /management/activities/:id/preview/': { params: (i) => ({ id: i.activity }), query: () => 'language=en' },
  'POST /management/activities/:id/preview/check/': {
    params: (i) => ({ id: i.activity }),
    body: (i) => ({ question_id: i.question, answer: '1', language: 'en' }),
  },
  'GET /management/sections/:id/performance-monitoring/': { params: (i) => ({ id: i.section }) },
  'GET /management/sections/:id/groups/': { params: (i) => ({ id: i.section }), query: () => 'by=competency' },
  'GET /management/download-performance-report/': { query: (i) => `section_id=${i.section}` },
  'GET /management/sections/:id/practice-pack/': { params: (i) => ({ id: i.section }), query: (i) => `student_id=${i.student}` },
  'GET /management/messages/': { query: (i) => `section_id=${i.section}` },
  'PATCH /management/messages/:id/read/': { params: (i) => ({ id: i.message }) },
  'GET /management/settings/': {},
  'PATCH /management/edit-profile/': { exempt: "the caller's own profile (settings.test.ts)" },
  'GET /management/settings/sessions/': {},
  'POST /management/settings/sessions/sign-out-everywhere/': { exempt: "ends the caller's own sessions (sessions-end.test.ts)" },
  'GET /students/get-students/:classCode/': { exempt: 'public by design (spec §6), by class code' },
  'POST /students/login/': { exempt: 'public sign-in (student-sign-in.test.ts, no oracle)' },
  'POST /students/class-tablet/today/': {
    exempt: "by the class tablet key the teacher's device got, one class only (class-tablet.test.ts)",
  },
  'POST /students/class-tablet/leave/': { exempt: 'by the class tablet key and the PIN, wrong PINs limited (class-tablet.test.ts)' },
  'GET /students/:id/subjects/': { side: 'student', params: (i) => ({ id: i.student }) },
  'GET /students/:id/progress/': { side: 'student', params: (i) => ({ id: i.student }) },
  'GET /students/:id/rewards/': { side: 'student', params: (i) => ({ id: i.student }) },
  'GET /students/:id/week/': { side: 'student', params: (i) => ({ id: i.student }) },
  'POST /students/:id/contact-teacher/': { side: 'student', params: (i) => ({ id: i.student }), body: () => ({ message: 'attack' }) },
  'GET /students/:userId/subjects/:subjectId/activities/': {
    side: 'student',
    params: (i) => ({ userId: i.student, subjectId: i.subject }),
  },
  'GET /files/:key': { exempt: 'unguessable keys (files.test.ts)' },
  'GET /subjects/next-question/:studentId/:activityId/': {
    side: 'student',
    params: (i) => ({ studentId: i.student, activityId: i.activity }),
    query: () => 'language=en&fresh_start=true',
  },
  'POST /subjects/submit-answer/:studentId/:activityId/:questionId/': {
    side: 'student',
    params: (i) => ({ studentId: i.student, activityId: i.activity, questionId: i.question }),
    body: () => ({ answer: '2', language: 'en', attempt_type: 'first' }),
  },
  'POST /subjects/reset-session/:studentId/:activityId/': {
    side: 'student',
    params: (i) => ({ studentId: i.student, activityId: i.activity }),
  },
};

const ALL_ROUTES: Route[] = Object.values(routes).flatMap((group) => Object.values<Route>(group));
const keyOf = (r: Route) => `${r.method} ${r.path}`;

let t: TestApp;
/** The victim's rows (school A, teacher V) and the attackers. */
let victim: Ids;
let foreign: Ids;
let otherTeacherIds: Ids;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await createTestApp();
  const adminA = await createAdmin(t);
  const teacherV = await createTeacher(t, adminA, `victimteacher${Date.now().toString(36)}`);
  const otherTeacher = await createTeacher(t, adminA);
  const world = async (owner: Staff, name: string) => {
    const section = await createSection(t, owner, { name: `${name} Section` });
    const kid = await createStudent(t, owner, section.id, { name: `${name} Kid` });
    const classmate = await createStudent(t, owner, section.id, { name: `${name === 'Victim' ? 'Ben' : name} Classmate` });
    const subject = await makeSubject(t, owner, section.id, `${name} Subject`);
    const activity = (await makeActivity(t, owner, section.id, subject.id, { title: `${name} Activity` })).card.activity;
    const [question] = await t.ctx.db.select().from(questions).where(eq(questions.activityId, activity.id));
    const kidToken = await studentToken(t, kid);
    await call(t.app, {
      method: 'POST',
      url: `/students/${kid.id}/contact-teacher/`,
      token: kidToken,
      payload: { message: `${name} message` },
    });
    const [message] = await t.ctx.db.select().from(teacherMessages).where(eq(teacherMessages.studentId, kid.id));
    const ids: Ids = {
      teacher: owner.user.id,
      section: section.id,
      student: kid.id,
      subject: subject.id,
      activity: activity.id,
      question: question.id,
      message: message?.id ?? ABSENT.message,
    };
    return { ids, kid, classmate };
  };
  const v = await world(teacherV, 'Victim');
  victim = v.ids;
  otherTeacherIds = (await world(otherTeacher, 'Other')).ids;
  const adminB = await createAdmin(t);
  const teacherB = await createTeacher(t, adminB);
  const b = await world(teacherB, 'Foreign');
  foreign = b.ids;
  tokens['another school’s admin'] = adminB.token.access;
  tokens['another teacher of the school'] = otherTeacher.token.access;
  tokens['a student of another class'] = await studentToken(t, await createStudent(t, otherTeacher, otherTeacherIds.section));
  tokens['another student of the class'] = await studentToken(t, v.classmate);
  tokens['a student of another school'] = await studentToken(t, b.kid);
  tokens['no token'] = undefined;
  tokens.owner = teacherV.token.access;
  tokens.ownerChild = await studentToken(t, v.kid);
}, 120_000);
afterAll(() => t.close());

const ATTACKERS: Record<Side, string[]> = {
  staff: ['another school’s admin', 'another teacher of the school', 'a student of another class', 'no token'],
  student: ['another student of the class', 'a student of another school', 'another school’s admin', 'no token'],
};

function send(route: Route, entry: Entry, ids: Ids, token: string | undefined): Promise<LightMyRequestResponse> {
  const path = buildPath(route, entry.params?.(ids) ?? {});
  const query = entry.query?.(ids);
  return call(t.app, {
    method: route.method,
    url: query ? `${path}?${query}` : path,
    token,
    ...(entry.body ? { payload: entry.body(ids) as object } : route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

/** A leak: the victim's data in an answer to someone who may not see it. */
const leaks = (res: LightMyRequestResponse) => /victim/i.test(res.body);
const namesIds = (entry: Entry) => Boolean(entry.params || entry.body || entry.query);
/** The id fields a call names: found by filling each with a value of its own. */
function usedFields(entry: Entry): (keyof Ids)[] {
  const fields = Object.keys(ABSENT) as (keyof Ids)[];
  const probe = Object.fromEntries(fields.map((f, n) => [f, 4_000_001 + n])) as unknown as Ids;
  const names = JSON.stringify([entry.params?.(probe), entry.body?.(probe), entry.query?.(probe)]);
  return fields.filter((f) => names.includes(String(probe[f])));
}

describe('the matrix covers the route table', () => {
  it('every route of contract/src/routes.ts has an entry, and every entry a route', () => {
    const missing = ALL_ROUTES.map(keyOf).filter((k) => !(k in MATRIX));
    expect(missing, 'routes without a matrix entry').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !ALL_ROUTES.some((r) => keyOf(r) === k));
    expect(stale, 'entries without a route').toEqual([]);
  });
});

describe('the probe sees what it looks for', () => {
  it('the victim and the victim’s child get their own data, named "Victim…", so a leak would show', async () => {
    for (const [url, token] of [
      ['/management/sections/', tokens.owner],
      [`/management/sections/${victim.section}/students/`, tokens.owner],
      [`/management/messages/?section_id=${victim.section}`, tokens.owner],
      [`/students/${victim.student}/subjects/`, tokens.ownerChild],
    ] as const) {
      const res = await call(t.app, { method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expect(leaks(res), url).toBe(true);
    }
  });
});

const statuses = new Map<string, number>();
afterAll(() => console.log(`isolation matrix answers by attacker and status: ${JSON.stringify(Object.fromEntries(statuses))}`));

describe('every route refuses the victim’s ids exactly like absent ids, and leaks nothing', () => {
  // Reads first, then changes, then deletions: a refused deletion must not be what makes a later probe pass.
  const order = (r: Route) => ({ GET: 0, POST: 1, PATCH: 1, PUT: 1, DELETE: 2 })[r.method];
  const probed = ALL_ROUTES.filter((r) => MATRIX[keyOf(r)] && !MATRIX[keyOf(r)].exempt).sort((a, b) => order(a) - order(b));
  for (const route of probed) {
    const entry = MATRIX[keyOf(route)];
    it(keyOf(route), async () => {
      for (const attacker of ATTACKERS[entry.side ?? 'staff']) {
        const token = tokens[attacker];
        const onVictim = await send(route, entry, victim, token);
        const where = `${attacker}: ${onVictim.statusCode} ${onVictim.body.slice(0, 200)}`;
        const tally = `${attacker} ${onVictim.statusCode}`;
        statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
        expect(leaks(onVictim), where).toBe(false);
        expect(onVictim.statusCode, where).toBeLessThan(500);
        if (!namesIds(entry)) continue;
        expect([400, 401, 403, 404], where).toContain(onVictim.statusCode);
        const onAbsent = await send(route, entry, ABSENT, token);
        expect(onVictim.statusCode, `${where} vs absent ${onAbsent.statusCode} ${onAbsent.body}`).toBe(onAbsent.statusCode);
        expect(onVictim.body, where).toBe(onAbsent.body);
      }
    });
  }
});

describe('1,000 random id swaps across the two schools', () => {
  it('0 leaks: every call naming a row of the other school is refused like an absent one', { timeout: 300_000 }, async () => {
    // A fixed-seed generator: the same swaps on every run.
    let seed = 17;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const probed = ALL_ROUTES.filter((r) => {
      const e = MATRIX[keyOf(r)];
      return !e.exempt && namesIds(e) && r.method === 'GET';
    });
    const fields = Object.keys(ABSENT) as (keyof Ids)[];
    let leaked = 0;
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      const route = pick(probed);
      const entry = MATRIX[keyOf(route)];
      const side = entry.side ?? 'staff';
      // The attacker is school B's: its own ids, with at least one field swapped for the victim school's.
      const token = side === 'staff' ? tokens['another school’s admin'] : tokens['a student of another school'];
      const ids = { ...foreign };
      const swapped = fields.filter(() => random() < 0.5);
      for (const f of swapped.length ? swapped : [pick(fields)]) ids[f] = victim[f];
      const res = await send(route, entry, ids, token);
      if (leaks(res)) leaked++;
      const names = JSON.stringify([entry.params?.(ids), entry.body?.(ids), entry.query?.(ids)]);
      const touchesVictim = usedFields(entry).some((f) => ids[f] === victim[f] && victim[f] !== foreign[f]);
      if (touchesVictim) {
        expect([400, 403, 404], `${keyOf(route)} ${names}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        refused++;
      }
    }
    console.log(`isolation: 1000 random swaps → ${leaked} leaks, ${refused} calls naming the other school refused`);
    expect(leaked).toBe(0);
  });
});
