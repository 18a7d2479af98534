import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher } from '../../test/fixtures';
import { cacheControl } from './web';

/** A built web app in miniature: each text file with its .br and .gz, as web/vite.config.ts writes them. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-web-'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><title>Aralin</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`,
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
    'sw.js': 'self.addEventListener("fetch", () => {});'.repeat(40),
    'art/apple.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(80)}</svg>`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'first-screens.json'),
    JSON.stringify([
      { pattern: '^/student-code$', files: [] },
      { pattern: '^/teacher-dashboard$', files: ['assets/staff-layout-1.js', 'assets/staff-layout-2.css'] },
    ]),
  );
  return dist;
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('web files: precompressed and cached right (issue 10)', () => {
  let t: TestApp;
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    dist = writeDist();
    app = await buildApp({ ctx: { ...t.ctx, config: { ...t.ctx.config, webDist: dist } } });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets/index-abc123.js'), 'utf8');
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await call(app, { method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(expected, res.rawPayload)).toBe(original);
      if (expected) expect(res.rawPayload.length).toBeLessThan(original.length / 5);
    }
  });

  it('sends the page compressed and never cached stale, at / and at any app path', async () => {
    for (const url of ['/', '/student-code', '/teacher-dashboard']) {
      const res = await call(app, { method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode('br', res.rawPayload)).toContain('<div id="root"></div>');
    }
  });

  it("names the first screen's own files as preload links in the page for its address", async () => {
    const page = async (url: string) =>
      (await call(app, { method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } })).body;
    const dashboard = await page('/teacher-dashboard');
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/staff-layout-1.js">');
    expect(dashboard).toContain('<link rel="preload" as="style" crossorigin href="/assets/staff-layout-2.css">');
    expect(dashboard.indexOf('staff-layout-1.js')).toBeLessThan(dashboard.indexOf('</head>'));
    for (const url of ['/student-code', '/', '/teacher-dashboard/extra']) expect(await page(url)).not.toContain('modulepreload');
  });

  it('never lets the service worker be cached stale; pictures are kept a day', async () => {
    const sw = await call(app, { method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('gzip');
    const art = await call(app, { method: 'GET', url: '/art/apple.svg', headers: { 'accept-encoding': 'br' } });
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect(art.headers['content-encoding']).toBe('br');
    expect(cacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(cacheControl(path.join('assets', 'x.css.br'))).toContain('immutable');
  });

  it('compresses API JSON above 1 KiB and leaves small answers alone', async () => {
    const admin = await createAdmin(t);
    const teacher = await createTeacher(t, admin);
    const section = await createSection(t, teacher);
    for (let i = 0; i < 30; i++) await createStudent(t, teacher, section.id, { name: `Bata Number ${i} Dela Cruz` });
    const url = `/students/get-students/${section.classCode}/`;
    const plain = await call(app, { method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await call(app, { method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(JSON.parse(plain.body));
    const small = await call(app, { method: 'GET', url: '/account/csrf/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
