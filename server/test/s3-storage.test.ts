/**
 * Files in an S3-compatible bucket (issue 16): a real S3 server (s3rver) on a loopback port, the app's
 * file store pointed at it, everything through HTTP. Uploads land in the bucket (not DATA_DIR/files), read
 * back through /files/{key}; a replaced or removed PDF leaves the bucket; a report embeds an uploaded
 * picture read from the bucket. Checks of the bucket use the SDK directly, not our store.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/client';
import { storedFiles } from '../src/db/schema';
import { backup, restore } from '../src/ops/backup';
import { openBlobStore } from '../src/lib/storage/blob-store';
import { withDatabase } from './global-setup';
import { call, createTestApp, json, type TestApp } from './harness';
import { createSchools, makeActivity, makeSubject } from './learning-fixtures';
import { startTestS3, type TestS3 } from './s3-server';
import { form, PNG, STORED_PNG } from './staff';
import { builtEntry } from './built';

let s3: TestS3;
let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
  s = await createSchools(t);
  bucket = s3.client();
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

/** Whether the bucket holds `key`, asked of the S3 server directly. */
async function inBucket(key: string): Promise<boolean> {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}

const keyOf = (url: string) => url.replace(/^\/?files\//, '').replace(/\?.*$/, '');
const pdf = (text: string) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(text), Buffer.alloc(500)]);

/** A real w×h RGB PNG that pdfkit can draw (the 1×1 test PNG is too small to tell apart in a PDF). */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(file: { filename: string; contentType: string; data: Buffer }) {
  const body = await form({ file });
  return call(t.app, {
    method: 'POST',
    url: '/management/upload/',
    token: s.teacher.token.access,
    payload: body.payload,
    headers: body.headers,
  });
}

describe('files in an S3 bucket', () => {
  it('stores an uploaded picture and recording in the bucket, not on disk, and serves them back', async () => {
    const recording = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 7)]);
    const picture = await upload({ filename: 'aso.png', contentType: 'image/png', data: PNG });
    const audio = await upload({ filename: 'aso.mp3', contentType: 'audio/mpeg', data: recording });
    expect(picture.statusCode, picture.body).toBe(201);
    expect(audio.statusCode, audio.body).toBe(201);
    for (const [res, bytes, type] of [
      [picture, STORED_PNG, 'image/png'],
      [audio, recording, 'audio/mpeg'],
    ] as const) {
      const { url, file_key } = json<{ url: string; file_key: string }>(res);
      expect(await inBucket(keyOf(file_key))).toBe(true);
      const got = await call(t.app, { method: 'GET', url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['content-length']).toBe(String(bytes.length));
      expect(got.rawPayload.equals(bytes)).toBe(true);
    }
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'files'))).toBe(false);
  });

  it('replaces a printable PDF (the old object leaves the bucket) and removes it', async () => {
    const subject = await makeSubject(t, s.teacher, s.section.id);
    const activity = (await makeActivity(t, s.teacher, s.section.id, subject.id)).card.activity;
    const base = `/management/sections/${s.section.id}/activities/${activity.id}`;
    const card = async () =>
      json<{ id: number; printable_pdf: { url: string } | null }[]>(
        await call(t.app, {
          method: 'GET',
          url: `/management/sections/${s.section.id}/subjects/${subject.id}/activities/`,
          token: s.teacher.token.access,
        }),
      ).find((c) => c.id === activity.id)!.printable_pdf;
    const attach = async (data: Buffer) => {
      const body = await form({ printable_pdf: { filename: 'worksheet.pdf', contentType: 'application/pdf', data } });
      const res = await call(t.app, { method: 'PATCH', url: `${base}/upload-pdf/`, token: s.teacher.token.access, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return (await card())!.url;
    };

    const first = await attach(pdf('first'));
    expect(await inBucket(keyOf(first))).toBe(true);
    const second = await attach(pdf('second'));
    expect(second).not.toBe(first);
    expect(await inBucket(keyOf(first))).toBe(false);
    expect((await call(t.app, { method: 'GET', url: first })).statusCode).toBe(404);
    const got = await call(t.app, { method: 'GET', url: second });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf('second'))).toBe(true);

    const removed = await call(t.app, { method: 'PATCH', url: `${base}/remove-pdf/`, token: s.teacher.token.access });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await card()).toBeNull();
    expect(await inBucket(keyOf(second))).toBe(false);
    expect((await call(t.app, { method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const { url } = json<{ url: string }>(await upload({ filename: 'gone.png', contentType: 'image/png', data: PNG }));
    await t.ctx.blobs.remove(keyOf(url));
    expect((await call(t.app, { method: 'GET', url })).statusCode).toBe(404);
  });

  it("embeds a section's uploaded cover photo, read from the bucket, in its performance report", async () => {
    const body = await form({ name: 'Sampaguita', cover_photo: { filename: 'class.png', contentType: 'image/png', data: pngOf(48, 32) } });
    const added = await call(t.app, { method: 'POST', url: '/management/sections/add/', token: s.teacher.token.access, ...body });
    expect(added.statusCode, added.body).toBe(201);
    const section = json<{ section: { id: number; cover_photo: string } }>(added).section;
    expect(await inBucket(keyOf(section.cover_photo))).toBe(true);

    const report = await call(t.app, {
      method: 'GET',
      url: `/management/download-performance-report/?type=student-performance&section_id=${section.id}&organizational_id=${s.teacher.user.organizationId}`,
      token: s.teacher.token.access,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-s3-report-'));
    try {
      fs.writeFileSync(path.join(dir, 'report.pdf'), report.rawPayload);
      // pdfimages -list: "page num type width height color …" for every image the PDF holds.
      const images = execFileSync('pdfimages', ['-list', path.join(dir, 'report.pdf')], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter((line) => line.trim())
        .map((line) => line.trim().split(/\s+/));
      expect(images.map(([page, , type, width, height]) => [page, type, width, height])).toEqual([['1', 'image', '48', '32']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the store and its connections', () => {
  it('closing the store ends its connections, even one whose download nobody read', async () => {
    const since = s3.mark();
    const store = openBlobStore({ dataDir: t.ctx.config.dataDir, s3: s3.config });
    await store.write('unread-download', Buffer.alloc(20_000_000, 1), 'application/octet-stream');
    const unread = await store.read('unread-download');
    expect(unread).toBeDefined();
    expect(s3.openSince(since)).toBeGreaterThan(0);
    store.close();
    await s3.closedSince(since);
    expect(s3.openSince(since)).toBe(0);
    await t.ctx.blobs.remove('unread-download');
  });
});

describe('backup and restore on a bucket', () => {
  it('a backup holds the files of the bucket; a restore by a role that is no superuser puts them into another bucket', async () => {
    const { url } = json<{ url: string }>(await upload({ filename: 'kept.png', contentType: 'image/png', data: PNG }));
    const key = keyOf(url);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-s3-backup-'));
    const adminUrl = inject('pgAdminUrl');
    const target = `aralin_s3_restore_${process.pid}`;
    // As on a managed PostgreSQL: the database's owner, not a superuser (no session_replication_role).
    const role = `aralin_owner_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const archive = path.join(work, 'school.tar.gz');
      const made = await backup({ ...t.ctx.config, databaseUrl: t.databaseUrl }, archive, () => undefined);
      expect(made.files).toBeGreaterThanOrEqual(1);

      await bucket.send(new CreateBucketCommand({ Bucket: 'aralin-restored' }));
      await admin.query(`create role ${role} login password 'owner-password'`);
      await admin.query(`create database ${target} owner ${role}`);
      const owner = new URL(withDatabase(adminUrl, target));
      owner.username = role;
      owner.password = 'owner-password';
      const restoredUrl = owner.toString();
      const into = { ...t.ctx.config, databaseUrl: restoredUrl, s3: { ...s3.config, bucket: 'aralin-restored' } };
      const back = await restore(into, archive, () => undefined);
      expect(back.files).toBe(made.files);

      const object = await bucket.send(new GetObjectCommand({ Bucket: 'aralin-restored', Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(STORED_PNG)).toBe(true);
      const db = openDb(restoredUrl, 1);
      try {
        const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
        expect(row).toMatchObject({ contentType: 'image/png', sizeBytes: STORED_PNG.length });
      } finally {
        await db.$client.end();
      }
    } finally {
      await admin.query(`drop database if exists ${target} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('a bucket that cannot be used', () => {
  const check = (change: Partial<TestS3['config']>) => {
    const store = openBlobStore({ dataDir: t.ctx.config.dataDir, s3: { ...s3.config, ...change } });
    return store.check().finally(() => store.close());
  };

  it('says in one sentence that the bucket does not exist or the keys are refused', async () => {
    await expect(check({})).resolves.toBeUndefined();
    await expect(check({ bucket: 'no-such-bucket' })).rejects.toThrow(
      `Cannot use the S3 bucket no-such-bucket at ${s3.config.endpoint}: there is no such bucket: create it first, or fix S3_BUCKET.`,
    );
    await expect(check({ accessKey: 'WRONG' })).rejects.toThrow(
      `Cannot use the S3 bucket aralin-test at ${s3.config.endpoint}: the server refused S3_ACCESS_KEY / S3_SECRET_KEY for it`,
    );
  });

  it('a partial or malformed S3_* set stops the configuration with one sentence', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'aralin' })).toThrow(
      'Object storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: set S3_ACCESS_KEY and S3_SECRET_KEY too, or unset S3_* to keep files under DATA_DIR/files.',
    );
    const all = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 's' };
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http:// or https:// address');
    expect(() => loadConfig({ ...all, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow('S3_FORCE_PATH_STYLE must be 1 or 0');
    expect(loadConfig(all).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      accessKey: 'a',
      secretKey: 's',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...all, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: '1' }).s3).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('the server does not start: one sentence, exit 1, before PostgreSQL is started', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-s3-start-'));
    const start = (env: NodeJS.ProcessEnv) => {
      const full: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env };
      delete full.VITEST;
      delete full.DATABASE_URL;
      const child = spawn(process.execPath, [builtEntry('main')], { cwd: root, env: full });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      return new Promise<{ code: number | null; out: string }>((resolve) => child.once('exit', (code) => resolve({ code, out })));
    };
    const c = s3.config;
    try {
      const partial = await start({ S3_ENDPOINT: c.endpoint, S3_BUCKET: c.bucket });
      expect(partial.code).toBe(1);
      expect(partial.out.trim()).toBe(
        'Object storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: set S3_ACCESS_KEY and S3_SECRET_KEY too, or unset S3_* to keep files under DATA_DIR/files.',
      );
      const missing = await start({
        S3_ENDPOINT: c.endpoint,
        S3_BUCKET: 'no-such-bucket',
        S3_ACCESS_KEY: c.accessKey,
        S3_SECRET_KEY: c.secretKey,
        S3_FORCE_PATH_STYLE: '1',
        WEB_CONCURRENCY: '1',
      });
      expect(missing.code).toBe(1);
      expect(missing.out.trim()).toBe(
        `Cannot use the S3 bucket no-such-bucket at ${c.endpoint}: there is no such bucket: create it first, or fix S3_BUCKET.`,
      );
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
