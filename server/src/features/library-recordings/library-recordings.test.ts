/**
 * "Record the library" (issue 15 item 4) over HTTP: list, record, re-record and remove a school's
 * recordings of what the library's listening items say; staff of the school only; bad input answered in
 * en and tl with nothing changed; and the recordings served with a listening question, to that school only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText, type LibraryClip, type LibraryRecordingsResponse, type PreviewResponse, type ServedQuestion } from '@aralin/contract';
import { activities, libraryRecordings, storedFiles } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createSchools, makeSubject, studentToken } from '../../../test/learning-fixtures';
import { form, PNG } from '../../../test/staff';
import { silentWav } from '../../../test/audio';
import { assign } from '../assignments/assignments.service';
import { clipId } from '../../content/prebuilt/listening-clips';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
});
afterAll(() => t.close());

const FIND_PROMPT = clipId('en', 'Find the word you hear.');
const THE = clipId('en', 'the');
const url = (id: string) => `/management/library-recordings/${id}/`;

async function record(id: string, data: Buffer | null, token = s.teacher.token.access, lang: 'en' | 'tl' = 'en') {
  const body = await form(data ? { file: { filename: 'word.wav', contentType: 'audio/wav', data } } : { note: 'nothing' });
  return call(t.app, { method: 'PUT', url: url(id), token, lang, payload: body.payload, headers: body.headers });
}

const list = async (token = s.teacher.token.access) =>
  json<LibraryRecordingsResponse>(await call(t.app, { method: 'GET', url: '/management/library-recordings/', token }));
const clipIn = (answer: LibraryRecordingsResponse, id: string) => answer.clips.find((c) => c.id === id)!;
const fileRows = async () => (await t.ctx.db.select().from(storedFiles)).length;
const recordingRows = async () => (await t.ctx.db.select().from(libraryRecordings)).length;

describe('GET /management/library-recordings/', () => {
  it('lists every prompt and word of the listening items, in both languages, none recorded at first', async () => {
    const answer = await list();
    expect(answer.activities.map((a) => a.key)).toEqual(expect.arrayContaining(['eng-sight-words-1', 'eng-sounds-vowels', 'fil-pantig-b']));
    expect(answer.clips.length).toBeGreaterThan(100);
    expect(clipIn(answer, FIND_PROMPT)).toMatchObject({ lang: 'en', kind: 'prompt', text: 'Find the word you hear.', recording: null });
    expect(clipIn(answer, THE)).toMatchObject({ lang: 'en', kind: 'word', text: 'the' });
    expect(answer.clips.some((c) => c.lang === 'tl' && c.kind === 'prompt')).toBe(true);
    expect(answer.clips.some((c) => c.lang === 'tl' && c.text === 'baka')).toBe(true);
  });

  it('returns 401 without a token and 403 to a child', async () => {
    expect((await call(t.app, { method: 'GET', url: '/management/library-recordings/' })).statusCode).toBe(401);
    const child = await studentToken(t, s.ana);
    expect((await call(t.app, { method: 'GET', url: '/management/library-recordings/', token: child })).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /management/library-recordings/{clipId}/', () => {
  it('records, lists, re-records (the old file goes) and removes a recording', async () => {
    const first = await record(THE, silentWav(1));
    expect(first.statusCode).toBe(200);
    const made = json<LibraryClip>(first);
    expect(made.recording?.url).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\?exp=\d+&sig=/);
    expect(made.recording?.recorded_by).toBeTruthy();
    const played = await call(t.app, { method: 'GET', url: made.recording!.url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(clipIn(await list(), THE).recording?.url).toBe(made.recording!.url);
    // The admin sees it too: the recordings are the school's.
    expect(clipIn(await list(s.admin.token.access), THE).recording).not.toBeNull();

    const files = await fileRows();
    const again = json<LibraryClip>(await record(THE, silentWav(2), s.otherTeacher.token.access));
    expect(again.recording!.url).not.toBe(made.recording!.url);
    expect(await fileRows()).toBe(files);
    expect((await call(t.app, { method: 'GET', url: made.recording!.url })).statusCode).toBe(404);

    const removed = await call(t.app, { method: 'DELETE', url: url(THE), token: s.teacher.token.access });
    expect(removed.statusCode).toBe(204);
    expect(clipIn(await list(), THE).recording).toBeNull();
    expect(await fileRows()).toBe(files - 1);
    expect((await call(t.app, { method: 'DELETE', url: url(THE), token: s.teacher.token.access })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message in en and tl, and changes nothing', async () => {
    const before = { files: await fileRows(), recordings: await recordingRows() };
    const cases: [Buffer | null, number, Parameters<typeof messageText>[0]][] = [
      [null, 400, 'libraryRecordingRequired'],
      [PNG, 415, 'libraryRecordingNotAudio'],
      // Starts like WebM but is no recording.
      [
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64)]),
        415,
        'libraryRecordingNotAudio',
      ],
      [silentWav(25), 400, 'libraryRecordingTooLong'],
      [silentWav(70), 413, 'libraryRecordingTooLarge'],
    ];
    for (const [data, status, key] of cases) {
      for (const lang of ['en', 'tl'] as const) {
        const res = await record(FIND_PROMPT, data, s.teacher.token.access, lang);
        expect(res.statusCode, key).toBe(status);
        expect(json<{ error: string }>(res).error).toBe(messageText(key, lang));
      }
    }
    expect((await record('not-a-clip', silentWav(1))).statusCode).toBe(400);
    const unknown = await record('AAAAAAAAAAAAAAAA', silentWav(1), s.teacher.token.access, 'tl');
    expect(unknown.statusCode).toBe(404);
    expect(json<{ error: string }>(unknown).error).toBe(messageText('libraryClipNotFound', 'tl'));
    expect({ files: await fileRows(), recordings: await recordingRows() }).toEqual(before);
    expect(clipIn(await list(), FIND_PROMPT).recording).toBeNull();
  });

  it('keeps each school to its own recordings: another school can neither see, play, replace nor remove them', async () => {
    const ours = json<LibraryClip>(await record(FIND_PROMPT, silentWav(1)));
    const foreign = s.foreignTeacher.token.access;
    expect(clipIn(await list(foreign), FIND_PROMPT).recording).toBeNull();
    const key = /\/files\/([^?]+)/.exec(ours.recording!.url)![1];
    expect((await call(t.app, { method: 'GET', url: `/files/${key}`, token: foreign })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/files/${key}`, token: s.otherTeacher.token.access })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: url(FIND_PROMPT), token: foreign })).statusCode).toBe(404);
    // Their own recording of the same prompt is theirs: ours stays as it was.
    const theirs = json<LibraryClip>(await record(FIND_PROMPT, silentWav(1), foreign));
    expect(theirs.recording!.url).not.toBe(ours.recording!.url);
    expect(clipIn(await list(), FIND_PROMPT).recording!.url).toBe(ours.recording!.url);
    expect((await call(t.app, { method: 'DELETE', url: url(FIND_PROMPT), token: foreign })).statusCode).toBe(204);
    expect(clipIn(await list(), FIND_PROMPT).recording).not.toBeNull();
  });
});

describe('listening items as served', () => {
  it('hides the word the item asks about, says it instead, and plays the school’s recording first', async () => {
    const [sight] = await t.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, 'eng-sight-words-1'));
    await record(FIND_PROMPT, silentWav(1));
    await record(THE, silentWav(1));
    const preview = async (token: string) =>
      json<PreviewResponse>(await call(t.app, { method: 'GET', url: `/management/activities/${sight.id}/preview/?language=en`, token }));
    const ours = await preview(s.teacher.token.access);
    const easy = ours.questions.filter((q) => q.difficulty_level === 'easy');
    expect(easy).toHaveLength(4);
    for (const q of easy) {
      const word = q.extra_data.listening?.word;
      expect(word?.lang).toBe('en');
      expect(q.extra_data.prompt_text).toBe('Find the word you hear.');
      expect(q.extra_data.prompt_audio.en).toMatch(/^\/files\//);
      // Reading the word is the skill: sight-word choices are not said.
      expect(q.extra_data.choices!.every((c) => c.spoken === undefined)).toBe(true);
    }
    // One printed prompt for four different words: the prompt names none of them.
    expect(new Set(easy.map((q) => q.extra_data.listening?.word?.text)).size).toBe(4);
    const the = easy.find((q) => q.extra_data.listening?.word?.text === 'the')!;
    expect(the.extra_data.listening!.word!.audio).toMatch(/^\/files\//);
    // Another school's preview: the device's voice, not our recordings.
    const theirs = await preview(s.foreignTeacher.token.access);
    expect(
      theirs.questions.every((q) => q.extra_data.prompt_audio.en === null && (q.extra_data.listening?.word?.audio ?? null) === null),
    ).toBe(true);
  });

  it('shows picture choices of a beginning-sound item without their word, each said on a tap', async () => {
    const [sounds] = await t.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, 'eng-sounds-bcdfh'));
    const answer = json<PreviewResponse>(
      await call(t.app, { method: 'GET', url: `/management/activities/${sounds.id}/preview/?language=tl`, token: s.teacher.token.access }),
    );
    const pictures = answer.questions.filter((q) => q.difficulty_level !== 'easy');
    expect(pictures.length).toBeGreaterThan(0);
    for (const q of pictures)
      for (const c of q.extra_data.choices!) {
        expect(c.image).toMatch(/^\/art\//);
        expect(c.text).toBe('');
        expect(c.spoken).toMatchObject({ lang: 'en', audio: null });
        expect(c.spoken!.text).not.toMatch(/\(/);
      }
  });

  it('serves a child of the school the recordings with the question', async () => {
    const [sight] = await t.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, 'eng-sight-words-1'));
    const subject = await makeSubject(t, s.teacher, s.section.id);
    await assign(t.ctx, s.teacher.actor, s.section.id, sight.id, [s.ben.id], subject.id);
    const res = await call(t.app, {
      method: 'GET',
      url: `/subjects/next-question/${s.ben.id}/${sight.id}/?language=en&fresh_start=true`,
      token: await studentToken(t, s.ben),
    });
    expect(res.statusCode).toBe(200);
    const q = json<ServedQuestion>(res);
    expect(q.extra_data.listening).toBeDefined();
    if (q.extra_data.prompt_text === 'Find the word you hear.') expect(q.extra_data.prompt_audio.en).toMatch(/^\/files\//);
  });
});
