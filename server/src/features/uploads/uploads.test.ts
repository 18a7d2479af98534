import fs from 'node:fs';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { messageText } from '@aralin/contract';
import { createTeacher } from '../../../test/fixtures';
import { removeOrphanFiles } from '../../lib/orphan-files';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { form, PNG, STORED_PNG } from '../../../test/staff';
import { signedFileLink } from '../../lib/file-links';
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
    expect(a.url).toMatch(new RegExp(`^/${a.file_key}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    const got = await call(t.app, { method: 'GET', url: a.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(STORED_PNG)).toBe(true);
    const audio = json<{ file_key: string; kind: string; content_type: string }>(
      await upload({ filename: 'aso.webm', contentType: 'audio/webm', data: WEBM }),
    );
    expect(audio).toMatchObject({ kind: 'audio', content_type: 'audio/webm' });
    expect(json<{ content_type: string }>(await upload({ filename: 'a.mp3', contentType: 'audio/mpeg', data: MP3 })).content_type).toBe(
      'audio/mpeg',
    );
    expect(audio.file_key).not.toBe(a.file_key);
  });

  it('serves a file to a link that has not expired or to its own school, and to nobody else (issue 18)', async () => {
    const a = json<{ file_key: string; url: string }>(await upload({ filename: 'dog.png', contentType: 'image/png', data: PNG }));
    const plain = `/${a.file_key}`;
    const status = async (url: string, token?: string) => (await call(t.app, { method: 'GET', url, token })).statusCode;
    // A plain address (the old public links) or a signature changed by one character: refused like a missing file.
    expect(await status(plain)).toBe(404);
    expect(await status(a.url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`))).toBe(404);
    expect(await status(a.url.replace(/exp=(\d+)/, (_, n: string) => `exp=${Number(n) + 3600}`))).toBe(404);
    // Someone of the school, with their bearer token: a teacher, another teacher, a child of the school.
    expect(await status(plain, s.teacher.token.access)).toBe(200);
    expect(await status(plain, s.otherTeacher.token.access)).toBe(200);
    expect(await status(plain, await studentToken(t, s.ana))).toBe(200);
    // Another school's staff: refused like a missing file.
    expect(await status(plain, s.foreignTeacher.token.access)).toBe(404);
    expect(await status(plain, s.foreignAdmin.token.access)).toBe(404);
    // A link works for one to two hours: one made three hours ago no longer does.
    expect(await status(a.url)).toBe(200);
    const key = a.file_key.slice('files/'.length);
    expect(await status(signedFileLink(key, new Date(t.clock.now().getTime() - 3 * 60 * 60 * 1000)))).toBe(404);
    expect(await status(signedFileLink(key, t.clock.now()))).toBe(200);
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

  it('refuses a PDF that would run something, even with its names escaped or inside a compressed stream (issue 18)', async () => {
    const id = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    const before = await counts(t);
    const doc = (body: string | Buffer) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(body), Buffer.from('\n%%EOF\n')]);
    const objStream = (dict: string) => {
      const z = zlib.deflateSync(Buffer.from(dict));
      return Buffer.concat([
        Buffer.from(`4 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${z.length} >>\nstream\n`),
        z,
        Buffer.from('\nendstream endobj'),
      ]);
    };
    for (const [what, data] of [
      ['open action script', doc('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj')],
      ['launch', doc('1 0 obj << /S /Launch /F (calc.exe) >> endobj')],
      ['escaped name', doc('1 0 obj << /S /J#61vaScript /JS (x) >> endobj')],
      ['in an object stream', doc(objStream('<< /S /JavaScript /JS (app.alert(1)) >>'))],
    ] as const) {
      for (const lang of ['en', 'tl'] as const) {
        const body = await form({ printable_pdf: { filename: 'w.pdf', contentType: 'application/pdf', data } });
        const res = await call(t.app, { method: 'PATCH', url: pdfUrl(id, 'upload-pdf'), token: s.teacher.token.access, lang, ...body });
        expect(res.statusCode, what).toBe(415);
        expect(json(res).error, what).toBe(messageText('pdfHasScript', lang));
      }
    }
    expect(await counts(t)).toEqual(before);
    // A plain PDF with a compressed page passes.
    const page = zlib.deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Bilangin ang mansanas) Tj ET'));
    const plain = doc(
      Buffer.concat([
        Buffer.from(`3 0 obj << /Length ${page.length} /Filter /FlateDecode >>\nstream\n`),
        page,
        Buffer.from('\nendstream endobj'),
      ]),
    );
    expect((await send(id, { filename: 'plain.pdf', contentType: 'application/pdf', data: plain })).statusCode).toBe(200);
  });

  it('keeps a picture re-encoded from its pixels: a page riding after it, or bytes that only start like a picture, are gone or refused (issue 18)', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload({ filename: 'cat.png', contentType: 'image/png', data: polyglot });
    expect(res.statusCode).toBe(201);
    const got = await call(t.app, { method: 'GET', url: json<{ url: string }>(res).url });
    expect(got.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(got.rawPayload.equals(STORED_PNG)).toBe(true);
    const fake = await upload({
      filename: 'x.gif',
      contentType: 'image/gif',
      data: Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*'), Buffer.alloc(200, 0x41)]),
    });
    expect(fake.statusCode).toBe(415);
  });

  it('removes, after three days, the uploads nothing refers to, and keeps every one that something names (issue 18)', async () => {
    const uploadKey = async (name: string) =>
      json<{ file_key: string }>(await upload({ filename: name, contentType: 'audio/mpeg', data: MP3 })).file_key;
    const orphan = await uploadKey('never-saved.mp3');
    const used = await uploadKey('kept.mp3');
    // A question that names the second file (its prompt recording), as authoring saves it.
    const activity = await makeActivity(t, s.teacher, s.section.id, subjectId);
    const [question] = (
      await t.ctx.db.execute<{ id: number }>(sql`select id from questions where activity_id = ${activity.card.activity.id} limit 1`)
    ).rows;
    await t.ctx.db.execute(
      sql`update questions set extra_data = extra_data || ${JSON.stringify({ prompt_audio: { en: used } })}::jsonb where id = ${question.id}`,
    );
    const exists = async (fileKey: string) =>
      (await t.ctx.db.execute(sql`select 1 from stored_files where key = ${fileKey.replace(/^files\//, '')}`)).rows.length === 1;
    // Within the grace period nothing goes.
    expect((await removeOrphanFiles(t.ctx)).files).toBe(0);
    expect(await exists(orphan)).toBe(true);
    t.clock.advance(73 * 60 * 60 * 1000);
    const removed = await removeOrphanFiles(t.ctx);
    t.clock.advance(-73 * 60 * 60 * 1000);
    expect(removed.files).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(used)).toBe(true);
    // Every file the school's records name is still served.
    const res = await call(t.app, { method: 'GET', url: `/${used}`, token: s.teacher.token.access });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a file past the school's storage quota and a flood of uploads from one person, in both languages (issue 18)", async () => {
    const used = async () =>
      Number(
        (
          await t.ctx.db.execute<{ n: string }>(
            sql`select coalesce(sum(size_bytes), 0) as n from stored_files where organization_id = ${s.teacher.user.organizationId}`,
          )
        ).rows[0].n,
      );
    const quota = t.ctx.config.storageQuotaBytes;
    try {
      // The school's room set to what it uses now plus a little: the next picture fits, the one after does not.
      (t.ctx.config as { storageQuotaBytes: number }).storageQuotaBytes = (await used()) + STORED_PNG.length + 10;
      expect((await upload({ filename: 'a.png', contentType: 'image/png', data: PNG })).statusCode).toBe(201);
      const before = await counts(t);
      for (const lang of ['en', 'tl'] as const) {
        const body = await form({ file: { filename: 'b.png', contentType: 'image/png', data: PNG } });
        const full = await call(t.app, { method: 'POST', url: '/management/upload/', token: s.teacher.token.access, lang, ...body });
        expect(full.statusCode).toBe(413);
        expect(json(full).error).toBe(messageText('storageFull', lang));
      }
      expect(await counts(t)).toEqual(before);
    } finally {
      (t.ctx.config as { storageQuotaBytes: number }).storageQuotaBytes = quota;
    }
    // 120 files in 10 minutes per person; the 121st waits. Another teacher of the school is not held up.
    const flood = await createTeacher(t, s.admin);
    const codes: number[] = [];
    for (let i = 0; i < 121; i++)
      codes.push((await upload({ filename: `r${i}.mp3`, contentType: 'audio/mpeg', data: MP3 }, flood.token.access)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(120);
    const last = await upload({ filename: 'late.mp3', contentType: 'audio/mpeg', data: MP3 }, flood.token.access);
    expect(last.statusCode).toBe(429);
    expect(json(last).error).toBe(messageText('uploadsTooFast', 'en'));
    expect((await upload({ filename: 'ok.mp3', contentType: 'audio/mpeg', data: MP3 })).statusCode).toBe(201);
  });

  it("stops serving a deleted activity's PDF, and an old upload nothing names, even to the school's own staff (issue 18)", async () => {
    const id = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    const attached = json<{ printable_pdf: { url: string } }>(
      await send(id, { filename: 'worksheet.pdf', contentType: 'application/pdf', data: pdf() }),
    );
    const loose = json<{ url: string }>(await upload({ filename: 'loose.mp3', contentType: 'audio/mpeg', data: MP3 }));
    const status = async (url: string) => (await call(t.app, { method: 'GET', url, token: s.teacher.token.access })).statusCode;
    // Within 72 hours of its upload a file is served while nothing names it yet (a question being written).
    expect(await status(loose.url)).toBe(200);
    await t.ctx.db.execute(sql`update stored_files set created_at = now() - interval '4 days'`);
    expect(await status(attached.printable_pdf.url)).toBe(200);
    expect(await status(loose.url)).toBe(404);
    const deleted = await call(t.app, { method: 'DELETE', url: `/management/activities/${id}/delete/`, token: s.teacher.token.access });
    expect(deleted.statusCode).toBe(200);
    expect(await status(attached.printable_pdf.url)).toBe(404);
    expect((await call(t.app, { method: 'GET', url: attached.printable_pdf.url.split('?')[0] })).statusCode).toBe(404);
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
