import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { form } from '../../../test/staff';
import { counts, createSchools, makeActivity, makePrebuilt, makeSubject, studentToken } from '../../../test/learning-fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id)).id;
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const pdf = (bytes = 2000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes)]);
const storedFileCount = () => {
  const dir = path.join(t.ctx.config.dataDir, 'files');
  return !fs.existsSync(dir) ? 0 : fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).length > 30).length;
};

const upload = async (
  file: { filename: string; contentType: string; data: Buffer } | null,
  token: string | null = s.teacher.token.access,
) => {
  const body = await form(file ? { file } : { note: 'no file' });
  return call(t.app, {
    method: 'POST',
    url: '/management/upload/',
    token: token ?? undefined,
    payload: body.payload,
    headers: body.headers,
  });
};

describe('POST /management/upload/', () => {
  it('stores a picture and a recording under unguessable keys and serves them back', async () => {
    const img = await upload({ filename: 'dog.png', contentType: 'application/octet-stream', data: PNG });
    expect(img.statusCode).toBe(201);
    const a = json<{ file_key: string; url: string; kind: string; content_type: string }>(img);
    expect(a).toMatchObject({ kind: 'image', content_type: 'image/png' });
    expect(a.file_key).toMatch(/^files\/[A-Za-z0-9_-]{32}$/);
    expect(a.url).toBe(`/${a.file_key}`);
    const got = await call(t.app, { method: 'GET', url: a.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const audio = json<{ file_key: string; kind: string; content_type: string }>(
      await upload({ filename: 'aso.webm', contentType: 'audio/webm', data: WEBM }),
    );
    expect(audio).toMatchObject({ kind: 'audio', content_type: 'audio/webm' });
    expect(json<{ content_type: string }>(await upload({ filename: 'a.mp3', contentType: 'audio/mpeg', data: MP3 })).content_type).toBe(
      'audio/mpeg',
    );
    expect(audio.file_key).not.toBe(a.file_key);
  });

  it('refuses SVG, text, a renamed PDF, a missing file and a file over 5 MB, storing nothing', async () => {
    const before = await counts(t);
    const onDisk = storedFileCount();
    for (const file of [
      { filename: 'x.svg', contentType: 'image/svg+xml', data: SVG },
      { filename: 'x.png', contentType: 'image/png', data: Buffer.from('hello, I am text') },
      { filename: 'x.png', contentType: 'image/png', data: pdf() },
    ]) {
      const res = await upload(file);
      expect(res.statusCode).toBe(415);
      expect(json(res).error).toBe('Please select an image or audio file.');
    }
    const missing = await upload(null);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(json(missing).error).toBe('Please select an image or audio file.');
    const big = await upload({ filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(json(big).error).toBe('File size must be less than 5MB.');
    expect(await counts(t)).toEqual(before);
    expect(storedFileCount()).toBe(onDisk);
  });

  it('refuses a student and a visitor', async () => {
    const before = await counts(t);
    expect((await upload({ filename: 'dog.png', contentType: 'image/png', data: PNG }, await studentToken(t, s.ana))).statusCode).toBe(403);
    expect((await upload({ filename: 'dog.png', contentType: 'image/png', data: PNG }, null)).statusCode).toBe(401);
    expect(await counts(t)).toEqual(before);
  });
});

describe('printable PDFs', () => {
  const pdfUrl = (activityId: number, action: 'upload-pdf' | 'remove-pdf', sectionId = s.section.id) =>
    `/management/sections/${sectionId}/activities/${activityId}/${action}/`;
  const send = async (
    activityId: number,
    file: { filename: string; contentType: string; data: Buffer } | null,
    token = s.teacher.token.access,
    sectionId = s.section.id,
  ) => {
    const body = await form(file ? { printable_pdf: file } : { note: 'no file chosen' });
    return call(t.app, {
      method: 'PATCH',
      url: pdfUrl(activityId, 'upload-pdf', sectionId),
      token,
      payload: body.payload,
      headers: body.headers,
    });
  };
  const card = async (activityId: number) =>
    json<{ id: number; printable_pdf: { name: string; url: string } | null }[]>(
      await call(t.app, {
        method: 'GET',
        url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/`,
        token: s.teacher.token.access,
      }),
    ).find((c) => c.id === activityId)!;

  it('uploads, downloads, replaces and removes a PDF', async () => {
    const id = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    const res = await send(id, { filename: 'Worksheet for counting apples.pdf', contentType: 'application/pdf', data: pdf() });
    expect(res.statusCode).toBe(200);
    const first = json<{ message: string; printable_pdf: { name: string; url: string } }>(res);
    expect(first.message).toBe('PDF uploaded successfully!');
    expect((await card(id)).printable_pdf).toMatchObject({ name: 'Worksheet for counting apples.pdf', url: first.printable_pdf.url });
    const download = await call(t.app, { method: 'GET', url: first.printable_pdf.url });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const replaced = json<{ printable_pdf: { name: string; url: string } }>(
      await send(id, { filename: 'v2.pdf', contentType: 'application/pdf', data: pdf(9 * 1024 * 1024) }),
    );
    expect(replaced.printable_pdf.name).toBe('v2.pdf');
    expect((await call(t.app, { method: 'GET', url: first.printable_pdf.url })).statusCode).toBe(404);

    const removed = await call(t.app, { method: 'PATCH', url: pdfUrl(id, 'remove-pdf'), token: s.teacher.token.access });
    expect(json(removed)).toEqual({ message: 'PDF removed successfully!', printable_pdf: null });
    expect((await card(id)).printable_pdf).toBeNull();
    expect((await call(t.app, { method: 'GET', url: replaced.printable_pdf.url })).statusCode).toBe(404);
  });

  it('refuses a non-PDF (415), an 11 MB PDF (413) and no file (400), keeping the PDF that was there', async () => {
    const id = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    await send(id, { filename: 'keep.pdf', contentType: 'application/pdf', data: pdf() });
    const before = await counts(t);
    const onDisk = storedFileCount();
    const fake = await send(id, { filename: 'fake.pdf', contentType: 'application/pdf', data: PNG });
    expect(fake.statusCode).toBe(415);
    expect(json(fake)).toMatchObject({ error: 'Please select a PDF file.', errors: { printable_pdf: 'Please select a PDF file.' } });
    const big = await send(id, { filename: 'big.pdf', contentType: 'application/pdf', data: pdf(11 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(json(big).error).toBe('File size must be less than 10MB.');
    const none = await send(id, null);
    expect(none.statusCode).toBe(400);
    expect(json(none).error).toBe('Please select a PDF file.');
    expect(await counts(t)).toEqual(before);
    expect(storedFileCount()).toBe(onDisk);
    expect((await card(id)).printable_pdf?.name).toBe('keep.pdf');
  });

  it('refuses another teacher, another school, a student and a library activity, storing nothing', async () => {
    const id = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    const lib = await makePrebuilt(t);
    const file = { filename: 'w.pdf', contentType: 'application/pdf', data: pdf() };
    const before = await counts(t);
    expect((await send(id, file, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await send(id, file, s.otherTeacher.token.access, s.otherSection.id)).statusCode).toBe(404);
    expect((await send(id, file, s.foreignAdmin.token.access)).statusCode).toBe(404);
    expect((await send(id, file, await studentToken(t, s.ana))).statusCode).toBe(403);
    const libRes = await send(lib.activity.id, file);
    expect(libRes.statusCode).toBe(403);
    expect(json(libRes).error).toBe('Prebuilt activities cannot be changed.');
    expect((await call(t.app, { method: 'PATCH', url: pdfUrl(id, 'remove-pdf'), token: s.foreignAdmin.token.access })).statusCode).toBe(
      404,
    );
    expect(await counts(t)).toEqual(before);
    expect((await card(id)).printable_pdf).toBeNull();
  });
});
