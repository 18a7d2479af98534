import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createStudent } from '../../../test/fixtures';
import {
  auditActions,
  counts,
  createSchools,
  makeActivity,
  makePrebuilt,
  makeSubject,
  mcQuestion,
  studentToken,
} from '../../../test/learning-fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id, 'Mathematics')).id;
});
afterAll(() => t.close());

const createUrl = (sectionId: number, subject: number) => `/management/sections/${sectionId}/subjects/${subject}/activities/create/`;
const create = (payload: unknown, token = s.teacher.token.access, sectionId = s.section.id, subject = subjectId) =>
  call(t.app, { method: 'POST', url: createUrl(sectionId, subject), token, payload: payload as object });
type Detail = {
  id: number;
  required_score: number;
  concept: { id: number; name: string; required_score: number } | null;
  questions: { extra_data: Record<string, unknown>; difficulty_level: string }[];
  extra_data: Record<string, unknown>;
  icon: string;
};

describe('POST .../activities/create/', () => {
  it('creates an activity with its questions and, asked to publish, assigns it to every child of the section', async () => {
    const res = await create({
      publish: true,
      title: 'Counting apples',
      lesson_material: 'https://example.org/lesson',
      subject: subjectId,
      type: 'multiple_choice',
      required_score: 70,
      concept: { name: 'Counting to 5', required_score: 60 },
      questions: [mcQuestion()],
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; assigned_count: number; activity: Detail }>(res);
    expect(body.message).toBe('Activity created successfully!');
    expect(body.assigned_count).toBe(2);
    expect(body.activity).toMatchObject({ required_score: 70, concept: { name: 'Counting to 5', required_score: 60 } });
    const data = body.activity.questions[0].extra_data as { prompt_text: unknown; choices: { text: unknown; isCorrect: boolean }[] };
    expect(data.prompt_text).toEqual({ en: 'How many apples?', tl: 'How many apples?' });
    expect(data.choices[1]).toEqual({ text: { en: '2', tl: '2' }, isCorrect: true, image_url: null });
    const rows = await t.ctx.db.select().from(assignments).where(eq(assignments.activityId, body.activity.id));
    expect(rows.map((r) => r.studentId).sort()).toEqual([s.ana.id, s.ben.id].sort());
    expect(rows.every((r) => r.subjectId === subjectId)).toBe(true);
  });

  it('stores bilingual texts as sent and fills a missing language from the other', async () => {
    const q = {
      question_text: { en: 'Which is red?', tl: 'Alin ang pula?' },
      difficulty_level: 'medium',
      extra_data: {
        choices: [{ text: { en: 'apple', tl: 'mansanas' }, isCorrect: true }, { text: { en: 'leaf' } }, { text: 'sky' }],
        correct_answers: [],
      },
    };
    const res = await create({ title: 'Colours', type: 'multiple_choice', questions: [q] });
    expect(res.statusCode).toBe(201);
    const data = json<{ activity: Detail }>(res).activity.questions[0].extra_data as {
      prompt_text: unknown;
      choices: { text: unknown }[];
    };
    expect(data.prompt_text).toEqual({ en: 'Which is red?', tl: 'Alin ang pula?' });
    expect(data.choices.map((c) => c.text)).toEqual([
      { en: 'apple', tl: 'mansanas' },
      { en: 'leaf', tl: 'leaf' },
      { en: 'sky', tl: 'sky' },
    ]);
  });

  it('clamps the required score to 1-100 and defaults it to 80', async () => {
    const score = async (required_score: unknown) =>
      json<{ activity: Detail }>(await create({ title: 'S', type: 'matching', required_score })).activity.required_score;
    expect(await score(150)).toBe(100);
    expect(await score(0)).toBe(1);
    expect(await score('55')).toBe(55);
    expect(await score('')).toBe(80);
    expect(await score(undefined)).toBe(80);
  });

  it('treats a concept without id or name as no concept', async () => {
    const res = await create({ title: 'No concept', type: 'matching', concept: { id: '', name: ' ', required_score: 80 } });
    expect(json<{ activity: Detail }>(res).activity.concept).toBeNull();
  });

  it('uses an existing concept by id and refuses another school’s concept', async () => {
    const made = json<{ activity: Detail }>(
      await create({ title: 'C1', type: 'matching', concept: { name: 'Shapes', required_score: 90 } }),
    ).activity;
    const again = json<{ activity: Detail }>(
      await create({ title: 'C2', type: 'matching', concept: { id: made.concept!.id, required_score: 85 } }),
    ).activity;
    expect(again.concept).toEqual({ id: made.concept!.id, name: 'Shapes', required_score: 85 });
    const foreignSubject = await makeSubject(t, s.foreignTeacher, s.foreignSection.id);
    const foreign = json<{ activity: Detail }>(
      await create(
        { title: 'F', type: 'matching', concept: { name: 'Foreign concept', required_score: 80 } },
        s.foreignTeacher.token.access,
        s.foreignSection.id,
        foreignSubject.id,
      ),
    ).activity;
    const before = await counts(t);
    const res = await create({ title: 'C3', type: 'matching', concept: { id: foreign.concept!.id, required_score: 80 } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ error: 'Concept not found.', errors: { concept: 'Concept not found.' } });
    expect(await counts(t)).toEqual(before);
  });

  it('answers each validation message and stores nothing', async () => {
    const before = await counts(t);
    const expectError = async (payload: unknown, error: string, field?: string) => {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = json<{ error: string; errors: Record<string, string> }>(res);
      expect(body.error).toBe(error);
      if (field) expect(body.errors[field]).toBe(error);
    };
    await expectError({ type: 'matching' }, 'Activity title is required', 'title');
    await expectError({ title: 'x', type: 'essay' }, 'Choose an activity type: matching, multiple choice or tracing.', 'type');
    await expectError(
      { title: 'x', type: 'matching', required_score: 'lots' },
      'Required score must be a number from 1 to 100.',
      'required_score',
    );
    await expectError(
      { title: 'x', type: 'matching', lesson_material: 'javascript:alert(1)' },
      'The lesson link must start with http:// or https://',
      'lesson_material',
    );
    await expectError(
      { title: 'x', type: 'matching', image: 'files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      'File not found. Please upload it again.',
      'image',
    );
    const mc = (choices: { text: string; isCorrect?: boolean }[], difficulty = 'easy', text = 'Q?') => ({
      title: 'x',
      type: 'multiple_choice',
      questions: [{ question_text: text, difficulty_level: difficulty, extra_data: { choices } }],
    });
    const three = (n: number) => ['a', 'b', 'c', 'd', 'e', 'f'].slice(0, 6).map((text, i) => ({ text, isCorrect: i < n }));
    await expectError(mc(three(0).slice(0, 3)), 'Please select at least one correct answer', 'questions.0.extra_data.choices');
    await expectError(mc(three(2).slice(0, 3)), 'Too many correct answers for easy difficulty (max 1)');
    await expectError(mc(three(3).slice(0, 5), 'medium'), 'Too many correct answers for medium difficulty (max 2)');
    await expectError(mc(three(4), 'hard'), 'Too many correct answers for hard difficulty (max 3)');
    await expectError(mc(three(1).slice(0, 3), 'easy', ' '), 'Question text is required', 'questions.0.question_text');
    await expectError(mc([{ text: 'a', isCorrect: true }, { text: '' }, { text: 'c' }]), 'Every choice needs text');
    await expectError(mc([{ text: 'a', isCorrect: true }]), 'A question needs 2 to 6 choices.');
    await expectError(mc([{ text: 'a', isCorrect: true }, { text: 'A' }]), 'Each choice must be different.');
    await expectError(mc(three(1).slice(0, 3), 'extreme'), 'Choose a difficulty: easy, medium or hard.', 'questions.0.difficulty_level');
    const pairs = (list: { prompt_text?: string; answer_text?: string }[]) => ({
      title: 'x',
      type: 'matching',
      questions: [{ extra_data: { pairs: list } }],
    });
    await expectError(
      pairs([{}, { prompt_text: ' ', answer_text: '' }]),
      'At least one pair must have content',
      'questions.0.extra_data.pairs',
    );
    await expectError(pairs([{ prompt_text: 'a', answer_text: 'b' }, { prompt_text: 'c' }]), 'Every pair needs a prompt and an answer.');
    await expectError(pairs([{ prompt_text: 'a', answer_text: 'b' }, {}]), 'A matching set needs 2 to 4 pairs.');
    await expectError(
      pairs([
        { prompt_text: 'a', answer_text: 'b' },
        { prompt_text: 'c', answer_text: 'B' },
      ]),
      'Each answer must be different.',
    );
    // a valid question before an invalid one: still nothing stored
    await expectError(
      {
        title: 'x',
        type: 'multiple_choice',
        questions: [mcQuestion(), { ...mcQuestion(), extra_data: { choices: [{ text: 'a' }, { text: 'b' }] } }],
      },
      'Please select at least one correct answer',
      'questions.1.extra_data.choices',
    );
    expect(await counts(t)).toEqual(before);
  });

  it('answers the Filipino text of a rule', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: createUrl(s.section.id, subjectId),
      token: s.teacher.token.access,
      lang: 'tl',
      payload: { title: 'x', type: 'matching', questions: [{ extra_data: { pairs: [] } }] },
    });
    expect(json(res).error).toBe('Dapat may laman ang kahit isang pares');
  });

  it('creates a tracing activity with one question per target', async () => {
    const res = await create({
      title: 'Trace',
      type: 'tracing',
      extra_data: { targets: ['A', 'ñ', '7', 'Circle'], required_accuracy: 70, required_correct_attempts: 2 },
    });
    expect(res.statusCode).toBe(201);
    const a = json<{ activity: Detail }>(res).activity;
    expect(a.extra_data).toEqual({ targets: ['A', 'ñ', '7', 'circle'], required_accuracy: 70, required_correct_attempts: 2 });
    expect(a.icon).toBe('A');
    expect(a.questions.map((q) => q.extra_data)).toEqual([
      {
        type: 'tracing',
        target: 'A',
        prompt_text: { en: 'Trace the capital letter A', tl: 'Bakatin ang malaking titik A' },
        prompt_audio: null,
        required_accuracy: 70,
        required_correct_attempts: 2,
      },
      expect.objectContaining({ target: 'ñ', prompt_text: { en: 'Trace the small letter ñ', tl: 'Bakatin ang maliit na titik ñ' } }),
      expect.objectContaining({ target: '7', prompt_text: { en: 'Trace the number 7', tl: 'Bakatin ang numerong 7' } }),
      expect.objectContaining({ target: 'circle', prompt_text: { en: 'Trace the circle', tl: 'Bakatin ang bilog' } }),
    ]);
  });

  it('lists the targets of a tracing activity created with per-target questions', async () => {
    const question = (target: string) => ({ difficulty_level: 'easy', extra_data: { targets: [target] } });
    const res = await create({ title: 'Trace B and 3', type: 'tracing', extra_data: {}, questions: [question('B'), question('3')] });
    expect(res.statusCode).toBe(201);
    const a = json<{ activity: Detail }>(res).activity;
    expect(a.extra_data).toMatchObject({ targets: ['B', '3'] });
    expect(a.icon).toBe('B');
  });

  it('refuses unknown tracing targets and a tracing activity without any', async () => {
    const before = await counts(t);
    const unknown = await create({ title: 'T', type: 'tracing', extra_data: { targets: ['A', 'dragon'] } });
    expect(json(unknown)).toMatchObject({ error: 'Letter/shape not found', errors: { 'extra_data.targets': 'Letter/shape not found' } });
    const none = await create({ title: 'T', type: 'tracing', extra_data: { targets: [] } });
    expect(json(none).error).toBe('Please choose at least one letter, number or shape.');
    expect(await counts(t)).toEqual(before);
  });

  it('refuses another teacher’s section, another school, a subject of another section, a deleted subject and a student', async () => {
    const deleted = await makeSubject(t, s.teacher, s.section.id);
    await call(t.app, { method: 'PATCH', url: `/management/subjects/${deleted.id}/delete/`, token: s.teacher.token.access });
    const otherSubject = await makeSubject(t, s.otherTeacher, s.otherSection.id);
    const before = await counts(t);
    const ok = { title: 'Nope', type: 'matching' };
    expect((await create(ok, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await create(ok, s.foreignAdmin.token.access)).statusCode).toBe(404);
    expect((await create(ok, s.teacher.token.access, s.section.id, otherSubject.id)).statusCode).toBe(404);
    expect((await create(ok, s.teacher.token.access, s.section.id, deleted.id)).statusCode).toBe(404);
    expect((await create(ok, await studentToken(t, s.ana))).statusCode).toBe(403);
    expect((await create(ok, '')).statusCode).toBe(401);
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a JSON body over 1 MB with 413 and stores nothing', async () => {
    const before = await counts(t);
    const res = await create({ title: 'Big', type: 'matching', lesson_material: 'https://x.org/' + 'a'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(await counts(t)).toEqual(before);
  });
});

describe('listing, detail and delete', () => {
  it('lists the subject’s activities as cards and shows one with its questions', async () => {
    const made = await makeActivity(t, s.teacher, s.section.id, subjectId, { title: 'Card me' });
    const res = await call(t.app, {
      method: 'GET',
      url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/`,
      token: s.teacher.token.access,
    });
    expect(res.statusCode).toBe(200);
    const card = json<Record<string, unknown>[]>(res).find((c) => c.id === made.card.activity.id)!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'concept',
        'created_at',
        'extra_data',
        'icon',
        'id',
        'image',
        'is_draft',
        'is_prebuilt',
        'lesson_material',
        'printable_pdf',
        'question_count',
        'required_score',
        'subject',
        'title',
        'type',
      ].sort(),
    );
    expect(card).toMatchObject({
      title: 'Card me',
      type: 'multiple_choice',
      printable_pdf: null,
      subject: subjectId,
      question_count: 1,
      icon: 'Default',
    });
    const detail = await call(t.app, {
      method: 'GET',
      url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/${made.card.activity.id}/`,
      token: s.admin.token.access,
    });
    expect(json<Detail>(detail).questions).toHaveLength(1);
  });

  it('returns 404 for the list or detail through another section, teacher or school, 403 for a student', async () => {
    const made = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const get = (url: string, token: string) => call(t.app, { method: 'GET', url, token });
    const base = `/management/sections/${s.section.id}/subjects/${subjectId}/activities/`;
    expect((await get(base, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await get(base, s.foreignAdmin.token.access)).statusCode).toBe(404);
    expect((await get(base, await studentToken(t, s.ana))).statusCode).toBe(403);
    expect((await get(`${base}${made.card.activity.id}/`, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect(
      (
        await get(
          `/management/sections/${s.otherSection.id}/subjects/${subjectId}/activities/${made.card.activity.id}/`,
          s.admin.token.access,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('gives a child added later the section’s created activities', async () => {
    const made = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const lib = await makePrebuilt(t);
    const late = await createStudent(t, s.teacher, s.section.id, { name: 'Dina Late' });
    const rows = await t.ctx.db.select().from(assignments).where(eq(assignments.studentId, late.id));
    const ids = rows.map((r) => r.activityId);
    expect(ids).toContain(made.card.activity.id);
    expect(ids).not.toContain(lib.activity.id);
  });

  it('soft-deletes an own activity, keeping its assignments; refuses others', async () => {
    const made = await makeActivity(t, s.teacher, s.section.id, subjectId, { title: 'Delete me' });
    const id = made.card.activity.id;
    const lib = await makePrebuilt(t);
    const del = (activityId: number, token: string) =>
      call(t.app, { method: 'DELETE', url: `/management/activities/${activityId}/delete/`, token });
    const before = await counts(t);
    expect((await del(id, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await del(id, s.foreignAdmin.token.access)).statusCode).toBe(404);
    expect((await del(id, await studentToken(t, s.ana))).statusCode).toBe(403);
    expect(json(await del(lib.activity.id, s.teacher.token.access))).toEqual({ error: 'Prebuilt activities cannot be changed.' });
    expect(await counts(t)).toEqual(before);
    const res = await del(id, s.teacher.token.access);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Activity deleted successfully!', id });
    const list = json<{ id: number }[]>(
      await call(t.app, {
        method: 'GET',
        url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/`,
        token: s.teacher.token.access,
      }),
    );
    expect(list.map((a) => a.id)).not.toContain(id);
    expect((await counts(t)).assignments).toBe(before.assignments);
    expect((await del(id, s.teacher.token.access)).statusCode).toBe(404);
    expect(await auditActions(t, 'activity', id)).toEqual(['create', 'delete']);
  });
});

describe('GET /management/concepts/', () => {
  it('lists the school’s and the library’s concepts, not another school’s', async () => {
    await makeActivity(t, s.teacher, s.section.id, subjectId, { concept: { name: 'Our concept', required_score: 70 } });
    const lib = await makePrebuilt(t);
    const foreignSubject = await makeSubject(t, s.foreignTeacher, s.foreignSection.id);
    await makeActivity(t, s.foreignTeacher, s.foreignSection.id, foreignSubject.id, {
      concept: { name: 'Their concept', required_score: 70 },
    });
    const res = await call(t.app, { method: 'GET', url: '/management/concepts/', token: s.teacher.token.access });
    const names = json<{ name: string; is_library: boolean }[]>(res).map((c) => c.name);
    expect(names).toContain('Our concept');
    expect(names).toContain(lib.concept.name);
    expect(names).not.toContain('Their concept');
    expect((await call(t.app, { method: 'GET', url: '/management/concepts/', token: await studentToken(t, s.ana) })).statusCode).toBe(403);
  });
});
