/**
 * Groups by need (issue 13 item 1) and curriculum tags (item 7) through HTTP on the real database: the
 * groups of a played section, by concept and by competency, who may see them, assigning a group's
 * activity through the assign call, and a teacher tagging their own concept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateActivityBody, type GroupsResponse } from '@aralin/contract';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import {
  createAdmin,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  playChoiceQuestion,
  type Staff,
} from '../../../test/fixtures';
import { studentToken } from '../../../test/learning-fixtures';
import { createActivity } from '../activities/activities.service';
import { getAs, makeActivity, pinClock, playSession, staffToken, type How } from '../dashboards/monitoring.test-world';
import { planGroups, type ChildNeeds } from './groups.service';

const f: How = 'first';
const m: How = 'missed';

let t: TestApp;
let admin: Staff;
let teacher: Staff;
let other: Staff;
let foreign: Staff;
let sectionId: number;
let otherSectionId: number;
let ids: Record<string, number>;
let acts: { sounds: number; numbers: number };

/** Sounds: multiple choice 4 Qs of a concept the teacher tags 'k-letter-sounds'; Numbers: matching 4 Qs, untagged. */
const PLAYS: Record<string, { sounds?: How[]; numbers?: How[] }> = {
  'Ana Cruz': { sounds: [m, m, m, m], numbers: [f, f, f, f] },
  'Ben Uy': { sounds: [m, m, m, m], numbers: [f, f, f, f] },
  'Cora Lim': { sounds: [m, m, m, m], numbers: [f, f, f, f] },
  'Dan Ong': { sounds: [f, f, f, f], numbers: [m, m, m, m] },
  'Eva Tan': { sounds: [f, f, f, f], numbers: [m, m, m, m] },
  'Fe Sy': { sounds: [f, f, f, f], numbers: [m, m, m, m] },
  'Gil Go': {},
  'Hana Yu': {},
};

const groupsUrl = (id: number, by = 'concept') => `/management/sections/${id}/groups/?by=${by}`;
const names = (g: GroupsResponse['groups'][number]) => g.students.map((s) => s.student_name).sort();

beforeAll(async () => {
  t = await createTestApp();
  pinClock(t, 10);
  admin = await createAdmin(t);
  teacher = await createTeacher(t, admin);
  other = await createTeacher(t, admin);
  foreign = await createAdmin(t);
  sectionId = (await createSection(t, teacher, { name: 'Sampaguita' })).id;
  otherSectionId = (await createSection(t, other, { name: 'Ilang-ilang' })).id;
  ids = {};
  for (const name of Object.keys(PLAYS)) ids[name] = (await createStudent(t, teacher, sectionId, { name })).id;
  const subject = await createSubject(t, teacher, sectionId, 'English');
  const sounds = CreateActivityBody.parse({
    title: 'Sounds',
    type: 'multiple_choice',
    required_score: 80,
    concept: { name: 'Tunog', required_score: 80, competency: 'k-letter-sounds' },
    questions: Array.from({ length: 4 }, (_, i) => playChoiceQuestion('easy', i + 1)),
    publish: true,
  });
  acts = {
    sounds: (await createActivity(t.ctx, teacher.actor, sectionId, subject.id, sounds)).card.activity.id,
    numbers: await makeActivity(t, teacher, sectionId, subject.id, { title: 'Numbers', type: 'matching', count: 4, concept: 'Bilang' }),
  };
  const org = admin.user.organizationId;
  for (const [name, plays] of Object.entries(PLAYS)) {
    if (plays.sounds) await playSession(t, { id: ids[name], organizationId: org }, acts.sounds, plays.sounds);
    if (plays.numbers) await playSession(t, { id: ids[name], organizationId: org }, acts.numbers, plays.numbers);
  }
}, 180_000);
afterAll(() => t.close());

describe('GET /management/sections/{id}/groups/', () => {
  it('groups children by their weakest concept, the ones the model knows too little about apart', async () => {
    const res = await getAs<GroupsResponse>(t, teacher, groupsUrl(sectionId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { groups } = res.body;
    expect(groups.map((g) => g.kind)).toEqual(['need', 'need', 'evidence']);
    const byFocus = Object.fromEntries(groups.filter((g) => g.kind === 'need').map((g) => [g.focus[0].name, g]));
    expect(names(byFocus.Tunog)).toEqual(['Ana Cruz', 'Ben Uy', 'Cora Lim']);
    expect(names(byFocus.Bilang)).toEqual(['Dan Ong', 'Eva Tan', 'Fe Sy']);
    expect(names(groups[2])).toEqual(['Gil Go', 'Hana Yu']);
    expect(groups[2].focus).toEqual([]);
    // Each need group's focus is weak, with its estimate, and its activity is the one practising it.
    for (const g of groups.slice(0, 2)) {
      expect(g.focus[0].estimate).not.toBeNull();
      expect(g.focus[0].estimate!).toBeLessThan(50);
      expect(g.students.every((s) => s.estimate !== null && s.estimate < 50)).toBe(true);
    }
    expect(byFocus.Tunog.suggestions[0]).toMatchObject({ activity_id: acts.sounds, is_prebuilt: false, title: 'Sounds' });
    expect(byFocus.Bilang.suggestions[0]).toMatchObject({ activity_id: acts.numbers, is_prebuilt: false, title: 'Numbers' });
    expect(byFocus.Tunog.focus[0].competency?.key).toBe('k-letter-sounds');
    expect(byFocus.Bilang.focus[0].competency).toBeNull();
    // Neediest first, and the same data give the same answer.
    expect(groups[0].focus[0].estimate!).toBeLessThanOrEqual(groups[1].focus[0].estimate!);
    expect((await getAs<GroupsResponse>(t, teacher, groupsUrl(sectionId))).body).toEqual(res.body);
  });

  it('groups by curriculum competency: a tagged concept under its competency, an untagged one on its own', async () => {
    const res = await getAs<GroupsResponse>(t, teacher, groupsUrl(sectionId, 'competency'));
    expect(res.status).toBe(200);
    expect(res.body.by).toBe('competency');
    const foci = res.body.groups.filter((g) => g.kind === 'need').map((g) => g.focus[0]);
    const sounds = foci.find((f) => f.id === 'k-letter-sounds')!;
    expect(sounds.name).toBe('Give the sound of each letter (mother tongue, orthography)');
    expect(sounds.competency).toMatchObject({
      code: 'LLKAK-Ih-7',
      code_source: { en: 'K to 12 Kindergarten Curriculum Guide (May 2016)' },
      grade: 'K',
      words: { en: 'Give the sound of each letter (mother tongue, orthography)' },
    });
    expect(foci.find((f) => f.name === 'Bilang')).toBeDefined();
  });

  it('lets a teacher see only their own sections, an admin every section of the school, no other school', async () => {
    expect((await getAs(t, other, groupsUrl(sectionId))).status).toBe(404);
    expect((await getAs(t, admin, groupsUrl(sectionId))).status).toBe(200);
    const refused = await getAs<{ error: string }>(t, foreign, groupsUrl(sectionId));
    const absent = await getAs<{ error: string }>(t, foreign, groupsUrl(987_654));
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(absent.body);
    expect(JSON.stringify(refused.body)).not.toMatch(/Ana Cruz|Sampaguita/);
    const child = await studentToken(t, { id: ids['Ana Cruz'], organizationId: admin.user.organizationId });
    expect((await getAs(t, child, groupsUrl(sectionId))).status).toBe(403);
    expect((await getAs(t, null, groupsUrl(sectionId))).status).toBe(401);
    expect((await getAs(t, teacher, `/management/sections/${sectionId}/groups/?by=nonsense`)).status).toBe(400);
  });

  it("an empty section answers no groups; another teacher's section stays theirs", async () => {
    const empty = (await createSection(t, teacher, { name: 'Empty' })).id;
    const res = await getAs<GroupsResponse>(t, teacher, groupsUrl(empty));
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
    expect((await getAs(t, teacher, groupsUrl(otherSectionId))).status).toBe(404);
  });

  it("assigns a group's suggested activity in one call, by the assignment service's rules", async () => {
    const { groups } = (await getAs<GroupsResponse>(t, teacher, groupsUrl(sectionId))).body;
    const evidence = groups.find((g) => g.kind === 'evidence')!;
    const suggestion = evidence.suggestions[0];
    expect(suggestion).toBeDefined();
    const token = staffToken;
    const access = await token(t, teacher);
    const assign = (studentIds: number[], who = access) =>
      call(t.app, {
        method: 'POST',
        url: `/management/sections/${sectionId}/activities/${suggestion.activity_id}/assign/`,
        token: who,
        payload: { student_ids: studentIds, ...(suggestion.subject_id ? { subject_id: suggestion.subject_id } : {}) },
      });
    // A child moved in from another section is refused and nothing changes.
    const stranger = await createStudent(t, other, otherSectionId, { name: 'Iris Lao' });
    const bad = await assign([...evidence.students.map((s) => s.student_id), stranger.id]);
    expect(bad.statusCode).toBe(400);
    // Another teacher cannot assign in this section.
    expect(
      (
        await assign(
          evidence.students.map((s) => s.student_id),
          await token(t, other),
        )
      ).statusCode,
    ).toBe(404);
    const ok = await assign(evidence.students.map((s) => s.student_id));
    expect(ok.statusCode, ok.body).toBe(200);
    const body = json<{ assignments: { student_id: number }[] }>(ok);
    expect(body.assignments.map((a) => a.student_id)).toEqual(expect.arrayContaining(evidence.students.map((s) => s.student_id)));
    expect(body.assignments.map((a) => a.student_id)).not.toContain(stranger.id);
  });
});

describe('curriculum tags of a teacher’s concepts', () => {
  const create = (competency: unknown, lang: 'en' | 'tl' = 'en') =>
    staffTokenOf(teacher).then((token) =>
      call(t.app, {
        method: 'POST',
        url: `/management/sections/${sectionId}/subjects/${subjectIdOf()}/activities/create/`,
        token,
        lang,
        payload: {
          title: `Tagged ${String(competency)}`,
          type: 'multiple_choice',
          required_score: 80,
          concept: { name: `Concept ${String(competency)}`, required_score: 80, competency },
          questions: [playChoiceQuestion('easy', 1)],
        },
      }),
    );
  let subjectId = 0;
  const subjectIdOf = () => subjectId;
  const staffTokenOf = (s: Staff) => staffToken(t, s);

  beforeAll(async () => {
    subjectId = (await createSubject(t, teacher, sectionId, 'Math')).id;
  });

  it('refuses an unknown competency in both languages and creates nothing', async () => {
    const en = await create('K-MADE-UP-1');
    expect(en.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(en).errors['concept.competency']).toBe('Choose a competency from the list.');
    const tl = await create('K-MADE-UP-1', 'tl');
    expect(json<{ errors: Record<string, string> }>(tl).errors['concept.competency']).toBe('Pumili ng kakayahan mula sa listahan.');
    const concepts = json<{ name: string }[]>(
      await call(t.app, { method: 'GET', url: '/management/concepts/', token: await staffTokenOf(teacher) }),
    );
    expect(concepts.map((c) => c.name)).not.toContain('Concept K-MADE-UP-1');
  });

  it('stores a known competency and shows it with its code and words; null clears it', async () => {
    expect((await create('k-count-10')).statusCode).toBe(201);
    const token = await staffTokenOf(teacher);
    const list = () => call(t.app, { method: 'GET', url: '/management/concepts/', token }).then((r) => json<ConceptView[]>(r));
    type ConceptView = { id: number; name: string; is_library: boolean; competency: { key: string; code: string | null } | null };
    const mine = (await list()).find((c) => c.name === 'Concept k-count-10')!;
    expect(mine.competency).toMatchObject({ key: 'k-count-10', code: 'MKC-00-7' });
    // Naming the same concept again with competency null clears the tag.
    const again = await call(t.app, {
      method: 'POST',
      url: `/management/sections/${sectionId}/subjects/${subjectId}/activities/create/`,
      token,
      payload: {
        title: 'Tagged again',
        type: 'multiple_choice',
        required_score: 80,
        concept: { id: mine.id, required_score: 80, competency: null },
        questions: [playChoiceQuestion('easy', 1)],
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await list()).find((c) => c.id === mine.id)!.competency).toBeNull();
  });
});

describe('planGroups (the method)', () => {
  const child = (id: number, estimates: Record<string, number | null>): ChildNeeds => ({
    student_id: id,
    student_name: `Child ${String(id).padStart(2, '0')}`,
    concepts: Object.entries(estimates).map(([name, e], i) => ({
      concept_id: i + 1,
      concept_name: name,
      competency: null,
      required_score: 80,
      estimate: e ?? 50,
      confident: e !== null,
      mastered: e !== null && e >= 95,
      known: e !== null,
    })),
  });

  it('makes 3-5 groups for a class of 24, every child in exactly one, the same each time', () => {
    const kids: ChildNeeds[] = [];
    const concepts = ['A', 'B', 'C', 'D', 'E', 'F'];
    for (let i = 0; i < 24; i++) {
      const est: Record<string, number | null> = {};
      concepts.forEach((c, j) => (est[c] = i < 3 ? null : ((i * 7 + j * 13) % 90) + 5));
      kids.push(child(i + 1, est));
    }
    const a = planGroups(kids, 'concept').groups;
    expect(a.length).toBeGreaterThanOrEqual(3);
    expect(a.length).toBeLessThanOrEqual(5);
    const all = a.flatMap((g) => g.studentIds).sort((x, y) => x - y);
    expect(all).toEqual(kids.map((k) => k.student_id));
    expect(a.at(-1)).toMatchObject({ kind: 'evidence', studentIds: [1, 2, 3] });
    expect(planGroups(kids, 'concept').groups).toEqual(a);
  });

  it('puts children at the required score on everything the model can tell in "ready for more", before the evidence group', () => {
    const kids = [
      child(1, { A: 10, B: 90 }),
      child(2, { A: 90, B: 20 }),
      child(3, { A: 85, B: 97 }),
      child(4, { A: null, B: null }),
      child(5, { A: 99, B: null }),
    ];
    const { groups } = planGroups(kids, 'concept');
    // Three groups in all for five children: one need group, which child 2 (weakest on B) joins.
    expect(groups.map((g) => [g.kind, g.studentIds])).toEqual([
      ['need', [1, 2]],
      ['ready', [3, 5]],
      ['evidence', [4]],
    ]);
  });

  it('a child whose weakest concept is no group’s focus joins the focus they are weakest on', () => {
    const kids = [
      child(1, { A: 10, B: 90, C: 90, D: 90 }),
      child(2, { A: 12, B: 90, C: 90, D: 90 }),
      child(3, { A: 90, B: 10, C: 90, D: 90 }),
      child(4, { A: 90, B: 11, C: 90, D: 90 }),
      child(5, { A: 90, B: 90, C: 20, D: 90 }),
      child(6, { A: 90, B: 90, C: 21, D: 90 }),
      // weakest on D (alone), then B.
      child(7, { A: 80, B: 30, C: 70, D: 5 }),
    ];
    const { groups } = planGroups(kids, 'concept');
    // As many children each (2, before child 7 joins): the lower mean estimate first.
    expect(groups.map((g) => g.focus[0].name)).toEqual(['B', 'A', 'C']);
    expect(groups[0].studentIds).toEqual([3, 4, 7]);
  });
});
