/**
 * A known school history for the dashboard, admin-dashboard and report tests (used by *.test.ts only).
 *
 * School: an admin, teacher T (section S, 8 children) and teacher O (section S2, 1 child); another school.
 * The clock is pinned to day D 07:00 Manila (= 23:00 UTC of D-1), so Manila's "today" and UTC's differ.
 *
 * Activities of S (subject Filipino), each assigned to all 8 children:
 *   L1, L2, L3  matching 2 Qs, concept Hugis (80), created D-5, D-4, D-3 09:00, never played
 *   A           matching 4 Qs, concept Pantig (80), created D-2 09:00
 *   B           multiple choice 3 Qs, concept Bilang (50), created D-1 09:00
 *   C           matching 2 Qs, concept Pantig, created D 00:10 (UTC date D-1)
 * and excluded everywhere: 'Binurang Gawain' (deleted), 'Binawing Gawain' (unassigned from everyone),
 * 'Gawain sa Lumang Asignatura' (its subject deleted).
 *
 * Children of S (best scores → mean, rounded half up):
 *   José Ibañez       A 50, B 67           = 59  Poor       yesterday 23:30
 *   María Peñaflor    A 63, B 67, C 50     = 60  Average    today 00:30
 *   Ramón Dela Cruz   A 63, B 83, C 75     = 74  Average    today 06:00
 *   Inés Muñoz        A 75                 = 75  Good       yesterday 23:40
 *   Niño Bautista     A 100, B 67, C 100   = 89  Good       today 06:00
 *   Lourdes Zuñiga    A 88, B 83, C 100    = 90  Excellent  today 06:00
 *   Eli Santos        A started (1 question right), today 06:00
 *   Dina Reyes        only signs in, today 06:00
 */
import {
  STAFF_PASSWORD,
  actorOf,
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  type Staff,
} from '../../../test/fixtures';
import { addTeacher } from '../teachers/teachers.service';
import type { TestApp } from '../../../test/harness';
import { deleteActivity } from '../activities/activities.service';
import { unassign } from '../assignments/assignments.service';
import { deleteSubject } from '../subjects/subjects.service';
import { deleteSection } from '../sections/section-delete.service';
import { call } from '../../../test/harness';
import {
  DAY,
  HOUR,
  MINUTE,
  contactTeacher,
  makeActivity,
  pinClock,
  playSession,
  setClock,
  startOnly,
  studentSignIn,
  teacherSignIn,
  type How,
} from './monitoring.test-world';

/** Outcomes giving each score (A: 4 questions, B: 3, C: 2). */
export const RUNS = {
  A50: ['first', 'first', 'missed', 'missed'],
  A63: ['first', 'first', 'guided', 'missed'],
  A75: ['first', 'first', 'first', 'missed'],
  A88: ['first', 'first', 'first', 'guided'],
  A100: ['first', 'first', 'first', 'first'],
  B67: ['first', 'first', 'missed'],
  B83: ['first', 'first', 'guided'],
  C50: ['first', 'missed'],
  C75: ['first', 'guided'],
  C100: ['first', 'first'],
} satisfies Record<string, How[]>;

export const NAMES = {
  jose: 'José Ibañez',
  maria: 'María Peñaflor',
  ramon: 'Ramón Dela Cruz',
  ines: 'Inés Muñoz',
  nino: 'Niño Bautista',
  lourdes: 'Lourdes Zuñiga',
  eli: 'Eli Santos',
  dina: 'Dina Reyes',
} as const;
type Kid = keyof typeof NAMES;

export async function buildDashboardWorld(t: TestApp) {
  const D = pinClock(t, 7); // day D, 07:00 Manila
  const at = (days: number, hour: number, minute = 0) => setClock(t, D.getTime() - 7 * HOUR + days * DAY + hour * HOUR + minute * MINUTE);

  at(-6, 8);
  const admin = await createAdmin(t);
  const teacher = await namedTeacher(t, admin, 'Maricel', 'Peñaranda');
  const other = await namedTeacher(t, admin, 'Ramon', 'Agustín');
  const section = await createSection(t, teacher, { name: 'Sampaguita' });
  const otherSection = await createSection(t, other, { name: 'Gumamela' });
  const emptySection = await createSection(t, teacher, { name: 'Rosas' });
  const kids = {} as Record<Kid, { id: number; organizationId: number; name: string }>;
  for (const [key, name] of Object.entries(NAMES)) kids[key as Kid] = await createStudent(t, teacher, section.id, { name });
  const outsider = await createStudent(t, other, otherSection.id, { name: 'Carlo Dizon', gender: 'male' });
  const foreignAdmin = await createAdmin(t);
  const foreignTeacher = await createTeacher(t, foreignAdmin);
  const foreignSection = await createSection(t, foreignTeacher);
  await deleteSection(t.ctx, teacher.actor, emptySection.id, []);

  const subject = await createSubject(t, teacher, section.id, 'Filipino');
  const oldSubject = await createSubject(t, teacher, section.id, 'Lumang Asignatura');
  const make = (
    title: string,
    type: 'matching' | 'multiple_choice',
    count: number,
    concept: string,
    required = 80,
    subjectId = subject.id,
  ) => makeActivity(t, teacher, section.id, subjectId, { title, type, count, concept, required });
  const ids: Record<string, number> = {};
  for (const [i, day] of [-5, -4, -3].entries()) {
    at(day, 9);
    ids[`L${i + 1}`] = await make(`Lumang Gawain ${i + 1}`, 'matching', 2, 'Hugis');
  }
  at(-2, 9);
  ids.A = await make('Pantig A', 'matching', 4, 'Pantig');
  at(-1, 9);
  ids.B = await make('Bilang B', 'multiple_choice', 3, 'Bilang', 50);

  at(-1, 20);
  await contactTeacher(t, kids.jose, 'Magandang gabi po, Teacher! Salamat po. – Gng. Ibañez');
  at(-1, 23, 30);
  await playSession(t, kids.jose, ids.A, RUNS.A50);
  await playSession(t, kids.jose, ids.B, RUNS.B67);
  const yesterdayDone = t.clock.now();
  at(-1, 23, 40);
  await playSession(t, kids.ines, ids.A, RUNS.A75);

  at(0, 0, 10);
  ids.C = await make('Pantig C', 'matching', 2, 'Pantig');
  at(0, 0, 30);
  for (const [id, run] of [
    [ids.A, RUNS.A63],
    [ids.B, RUNS.B67],
    [ids.C, RUNS.C50],
  ] as const)
    await playSession(t, kids.maria, id, run);
  at(0, 1);
  ids.deleted = await make('Binurang Gawain', 'matching', 2, 'Tinanggal');
  await deleteActivity(t.ctx, teacher.actor, ids.deleted);
  at(0, 2);
  ids.unassigned = await make('Binawing Gawain', 'matching', 2, 'Tinanggal');
  await unassign(
    t.ctx,
    teacher.actor,
    section.id,
    ids.unassigned,
    Object.values(kids).map((k) => k.id),
  );
  at(0, 3);
  ids.oldSubject = await make('Gawain sa Lumang Asignatura', 'matching', 2, 'Tinanggal', 80, oldSubject.id);
  await deleteSubject(t.ctx, teacher.actor, oldSubject.id);
  at(0, 4);
  const otherSubject = await createSubject(t, other, otherSection.id, 'Matematika');
  ids.other = await makeActivity(t, other, otherSection.id, otherSubject.id, {
    title: 'Gawain ng Iba',
    type: 'multiple_choice',
    count: 3,
    concept: 'Bilang',
    required: 50,
  });

  at(0, 6);
  const todayStart = t.clock.now();
  await teacherSignIn(t, teacher);
  for (const [id, run] of [
    [ids.A, RUNS.A63],
    [ids.B, RUNS.B83],
    [ids.C, RUNS.C75],
  ] as const)
    await playSession(t, kids.ramon, id, run);
  for (const [id, run] of [
    [ids.A, RUNS.A100],
    [ids.B, RUNS.B67],
    [ids.C, RUNS.C100],
  ] as const)
    await playSession(t, kids.nino, id, run);
  for (const [id, run] of [
    [ids.A, RUNS.A88],
    [ids.B, RUNS.B83],
    [ids.C, RUNS.C100],
  ] as const)
    await playSession(t, kids.lourdes, id, run);
  await startOnly(t, kids.eli, ids.A, 'first');
  await studentSignIn(t, kids.dina);
  const dinaLogin = t.clock.now();
  at(0, 6, 30);
  await contactTeacher(t, kids.dina, 'Hindi po makakapasok si Dina bukas. Salamat po.');
  await contactTeacher(t, outsider, 'Para po kay Teacher O.');
  at(0, 7);

  return {
    D,
    admin,
    teacher,
    other,
    section,
    otherSection,
    emptySection,
    kids,
    outsider,
    foreignAdmin,
    foreignTeacher,
    foreignSection,
    ids,
    yesterdayDone,
    todayStart,
    dinaLogin,
  };
}
export type DashboardWorld = Awaited<ReturnType<typeof buildDashboardWorld>>;

/** A teacher with a first and last name, added by the admin (the Teachers screen's call). */
async function namedTeacher(t: TestApp, admin: Staff, firstName: string, lastName: string): Promise<Staff> {
  const username = `${firstName.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const user = await addTeacher(t.ctx, admin.actor, {
    username,
    email: `${username}@school.test`,
    password: STAFF_PASSWORD,
    firstName,
    lastName,
  });
  return { user, actor: actorOf(user), password: STAFF_PASSWORD, token: { access: '', refresh: '' } };
}

/** Marks a message read as someone (PATCH /management/messages/{id}/read/). */
export async function markRead(t: TestApp, token: string, id: number) {
  return call(t.app, { method: 'PATCH', url: `/management/messages/${id}/read/`, token });
}
