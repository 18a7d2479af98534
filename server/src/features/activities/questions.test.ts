import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import {
  counts,
  createSchools,
  makeActivity,
  makePrebuilt,
  makeSubject,
  matchingQuestion,
  mcQuestion,
  studentToken,
} from '../../../test/learning-fixtures';
import { fileStore } from '../../lib/file-store';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let subjectId: number;
let matchingId: number;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(32),
]);

beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id)).id;
  matchingId = (await makeActivity(t, s.teacher, s.section.id, subjectId, { title: 'Animals', type: 'matching', questions: [] })).card
    .activity.id;
});
afterAll(() => t.close());

const post = (activityId: number | string, payload: unknown, token = s.teacher.token.access) =>
  call(t.app, { method: 'POST', url: `/management/activities/${activityId}/questions/`, token, payload: payload as object });
type Saved = { message: string; questions: { id: number; difficulty_level: string; extra_data: Record<string, unknown> }[] };

describe('POST /management/activities/{activityId}/questions/', () => {
  it('saves a matching set from the spec’s single-language payload, with the default prompt', async () => {
    const res = await post(matchingId, {
      question_text: '',
      difficulty_level: 'medium',
      concept: null,
      extra_data: {
        pairs: [
          { prompt_text: 'dog', prompt_file: null, answer_text: 'aso', answer_file: null },
          { prompt_text: 'cat', answer_text: 'pusa' },
          { prompt_text: 'bird', answer_text: 'ibon' },
          { prompt_text: '', answer_text: '' },
        ],
        hint: 'Think',
        explanation: 'Animals',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = json<Saved>(res);
    expect(body.message).toBe('Question saved successfully!');
    const data = body.questions[0].extra_data as { prompt_text: unknown; pairs: unknown[]; hint: unknown };
    expect(body.questions[0].difficulty_level).toBe('medium');
    expect(data.prompt_text).toEqual({ en: 'Match the pairs', tl: 'Pagtapatin ang magkapares' });
    expect(data.pairs).toHaveLength(3);
    expect(data.pairs[0]).toEqual({
      prompt_text: { en: 'dog', tl: 'dog' },
      prompt_file: null,
      prompt_audio: null,
      answer_text: { en: 'aso', tl: 'aso' },
      answer_file: null,
    });
    expect(data.hint).toEqual({ en: 'Think', tl: 'Think' });
  });

  it('saves pictures and recordings of the school by key, as the upload answered them', async () => {
    const store = fileStore(t.ctx);
    const img = await store.put(PNG, {
      kind: 'image',
      contentType: 'image/png',
      organizationId: s.teacher.user.organizationId,
      ownerUserId: s.teacher.user.id,
      originalName: 'dog.png',
    });
    const audio = await store.put(WEBM, {
      kind: 'audio',
      contentType: 'audio/webm',
      organizationId: s.teacher.user.organizationId,
      ownerUserId: s.teacher.user.id,
      originalName: 'aso.webm',
    });
    const res = await post(matchingId, {
      question_text: { en: 'Match the animals', tl: 'Pagtapatin ang mga hayop' },
      prompt_audio: null,
      extra_data: {
        prompt_audio: { en: `/files/${audio}`, tl: `files/${audio}` },
        pairs: [
          { prompt_file: `/files/${img}`, prompt_audio: { tl: audio }, answer_text: { en: 'dog', tl: 'aso' } },
          { prompt_text: 'cat', answer_text: { en: 'cat', tl: 'pusa' } },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const data = json<Saved>(res).questions[0].extra_data as {
      prompt_audio: unknown;
      pairs: { prompt_file: string; prompt_audio: unknown }[];
    };
    expect(data.prompt_audio).toEqual({ en: audio, tl: audio });
    expect(data.pairs[0]).toMatchObject({ prompt_file: img, prompt_audio: { en: null, tl: audio } });
  });

  it('refuses a file key of another school or an unknown one, storing nothing', async () => {
    const foreign = await fileStore(t.ctx).put(PNG, {
      kind: 'image',
      contentType: 'image/png',
      organizationId: s.foreignTeacher.user.organizationId,
      ownerUserId: s.foreignTeacher.user.id,
      originalName: 'x.png',
    });
    const before = await counts(t);
    const res = await post(matchingId, {
      extra_data: {
        pairs: [
          { prompt_file: foreign, answer_text: 'a' },
          { prompt_text: 'b', answer_text: 'c' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('File not found. Please upload it again.');
    const bad = await post(matchingId, {
      extra_data: {
        pairs: [
          { prompt_file: '../../etc/passwd', answer_text: 'a' },
          { prompt_text: 'b', answer_text: 'c' },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);
  });

  it('marks correct choices from correct_answers when no choice is flagged', async () => {
    const mcId = (await makeActivity(t, s.teacher, s.section.id, subjectId, { questions: [] })).card.activity.id;
    const res = await post(mcId, {
      question_text: 'Pick the even numbers',
      difficulty_level: 'medium',
      extra_data: { choices: ['1', '2', '3', '4', '5'].map((text) => ({ text, image_url: '' })), correct_answers: ['2', '4'] },
    });
    expect(res.statusCode).toBe(201);
    const choices = (json<Saved>(res).questions[0].extra_data as { choices: { isCorrect: boolean }[] }).choices;
    expect(choices.map((c) => c.isCorrect)).toEqual([false, true, false, true, false]);
    const tooMany = await post(mcId, {
      question_text: 'Q',
      difficulty_level: 'hard',
      extra_data: { choices: ['a', 'b', 'c', 'd', 'e', 'f'].map((text) => ({ text, isCorrect: text < 'e' })) },
    });
    expect(json(tooMany).error).toBe('Too many correct answers for hard difficulty (max 3)');
  });

  it('answers "Create the activity first!" without an activity', async () => {
    const missing = await post('undefined', mcQuestion());
    expect(missing.statusCode).toBe(400);
    expect(json(missing).error).toBe('Create the activity first!');
    const gone = await post(99_999_999, mcQuestion());
    expect(gone.statusCode).toBe(404);
    expect(json(gone).error).toBe('Create the activity first!');
  });

  it('refuses another teacher, another school, a student, a deleted and a library activity, storing nothing', async () => {
    const deleted = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    await call(t.app, { method: 'DELETE', url: `/management/activities/${deleted}/delete/`, token: s.teacher.token.access });
    const lib = await makePrebuilt(t);
    const before = await counts(t);
    expect((await post(matchingId, matchingQuestion(), s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await post(matchingId, matchingQuestion(), s.foreignAdmin.token.access)).statusCode).toBe(404);
    expect((await post(matchingId, matchingQuestion(), await studentToken(t, s.ana))).statusCode).toBe(403);
    expect((await post(deleted, mcQuestion())).statusCode).toBe(404);
    const prebuilt = await post(lib.activity.id, mcQuestion());
    expect(prebuilt.statusCode).toBe(403);
    expect(json(prebuilt).error).toBe('Prebuilt activities cannot be changed.');
    expect(await counts(t)).toEqual(before);
  });

  it('adds tracing targets as questions, all or none', async () => {
    const tracing = await makeActivity(t, s.teacher, s.section.id, subjectId, {
      type: 'tracing',
      questions: [],
      extra_data: { targets: ['B'] },
    });
    const id = tracing.card.activity.id;
    const before = await counts(t);
    const bad = await post(id, { extra_data: { targets: ['C', 'unicorn'] } });
    expect(json(bad).error).toBe('Letter/shape not found');
    expect(await counts(t)).toEqual(before);
    const res = await post(id, { difficulty_level: 'hard', extra_data: { targets: ['NG', '0'], required_accuracy: 90 } });
    expect(res.statusCode).toBe(201);
    expect(json<Saved>(res).questions.map((q) => [q.difficulty_level, q.extra_data.target, q.extra_data.required_accuracy])).toEqual([
      ['hard', 'NG', 90],
      ['hard', '0', 90],
    ]);
    const detail = await call(t.app, {
      method: 'GET',
      url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/${id}/`,
      token: s.teacher.token.access,
    });
    expect(json<{ extra_data: { targets: string[] } }>(detail).extra_data.targets).toEqual(['B', 'NG', '0']);
  });
});
