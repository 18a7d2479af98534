/**
 * `npm run files:to-s3` (issue 16): a school that kept its files on disk moves them into a bucket. Files
 * uploaded through the app on disk are copied by the command (run as the operator would, in its own
 * process) into a real S3 server; a second run copies nothing; an object missing from the bucket is
 * copied again; the app switched to the bucket serves the same bytes under the same links.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBlobStore } from '../src/lib/storage/blob-store';
import { call, createTestApp, json, type TestApp } from './harness';
import { createSchools } from './learning-fixtures';
import { startTestS3, type TestS3 } from './s3-server';
import { form, PNG, STORED_PNG } from './staff';
import { builtEntry } from './built';

const root = path.resolve(import.meta.dirname, '..', '..');
let s3: TestS3;
let t: TestApp;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp();
  bucket = s3.client();
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

/**
 * Runs the command in its own process. Not spawnSync: s3rver runs in this process, and a blocked event
 * loop would leave the command waiting for an S3 server that can't answer.
 */
function filesToS3(env: NodeJS.ProcessEnv): Promise<{ status: number | null; out: string }> {
  const full: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.ctx.config.dataDir, ...env };
  delete full.VITEST;
  // The command needs no database (CI's second run sets DATABASE_URL for the suite).
  delete full.DATABASE_URL;
  const child = spawn(process.execPath, [builtEntry('files-to-s3')], { cwd: root, env: full });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, out: out.trim() })));
}

describe('npm run files:to-s3', () => {
  it('copies the disk store into the bucket once, and the app serves the same files from it', async () => {
    const s = await createSchools(t);
    const recording = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(3000, 9)]);
    const uploaded: { url: string; data: Buffer; type: string }[] = [];
    for (const file of [
      { filename: 'aso.png', contentType: 'image/png', data: PNG },
      { filename: 'aso.mp3', contentType: 'audio/mpeg', data: recording },
    ]) {
      const body = await form({ file });
      const res = await call(t.app, { method: 'POST', url: '/management/upload/', token: s.teacher.token.access, ...body });
      expect(res.statusCode, res.body).toBe(201);
      // A picture is kept re-encoded (issue 18): what the store holds is STORED_PNG.
      uploaded.push({ url: json<{ url: string }>(res).url, data: file.data === PNG ? STORED_PNG : file.data, type: file.contentType });
    }
    // A half-written file is not a stored file.
    const key0 = uploaded[0].url.split('?')[0].split('/').pop()!;
    fs.writeFileSync(path.join(t.ctx.config.dataDir, 'files', key0.slice(0, 2), `${key0}.tmp`), 'partial');

    const first = await filesToS3(s3.env);
    expect(first.out).toMatch(
      /^Copied 2 files \(0\.0 MB\) from disk .+ to the S3 bucket aralin-test at http:\/\/127\.0\.0\.1:\d+ in [\d.]+ s; 0 of 2 were already there\.$/,
    );
    expect(first.status).toBe(0);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key0 }));
    expect(head.ContentType).toBe('image/png');
    expect(head.ContentLength).toBe(STORED_PNG.length);

    const again = await filesToS3(s3.env);
    expect(again.status).toBe(0);
    expect(again.out).toMatch(/^Copied 0 files \(0\.0 MB\) .+; 2 of 2 were already there\.$/);

    await bucket.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: key0 }));
    const repaired = await filesToS3(s3.env);
    expect(repaired.out).toMatch(/^Copied 1 files .+; 1 of 2 were already there\.$/);

    // The switch: the same database, the files now read from the bucket, the disk copy gone.
    t.ctx.blobs.close();
    t.ctx.blobs = openBlobStore({ dataDir: t.ctx.config.dataDir, s3: s3.config });
    fs.rmSync(path.join(t.ctx.config.dataDir, 'files'), { recursive: true });
    for (const file of uploaded) {
      const got = await call(t.app, { method: 'GET', url: file.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(file.type);
      expect(got.rawPayload.equals(file.data)).toBe(true);
    }
  });

  it('says what is missing without S3_*, and when the bucket cannot be used', async () => {
    const none = await filesToS3({});
    expect(none.status).toBe(1);
    expect(none.out).toBe('Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY to the bucket the files should go to.');
    const wrong = await filesToS3({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(wrong.status).toBe(1);
    expect(wrong.out).toBe(
      `Cannot use the S3 bucket no-such-bucket at ${s3.config.endpoint}: there is no such bucket: create it first, or fix S3_BUCKET.`,
    );
  });
});
