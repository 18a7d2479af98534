/**
 * CSRF (ARCHITECTURE.md 'Runtime contract', spec §8 'Forgot password') and the error contract: JSON
 * errors with honest statuses, 413, JSON 404s, no stack traces or SQL, helmet headers (issue 2 item 7).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, csrf, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, STAFF_PASSWORD } from '../../../test/fixtures';
import { expectError, post, registration, teacherSignIn } from '../../../test/account-helpers';
import { buildApp } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECURITY = 'Security error. Please refresh the page and try again.';
const send = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('CSRF', () => {
  it('GET /account/csrf/ sets the csrftoken cookie readable by the page and answers the same token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/account/csrf/' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken')!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie.httpOnly).toBeFalsy();
    expect(json(res)).toEqual({ csrfToken: cookie.value });
  });

  it.each([
    '/account/register/',
    '/account/teacher/login/',
    '/account/admin/request-otp/',
    '/account/admin/login/',
    '/account/forgot-password/',
    '/account/reset-password/',
    '/account/resend-verification/',
    '/account/verify-email/',
    '/account/logout/',
  ])(`returns 403 '${SECURITY}' for POST %s without the X-CSRFToken header`, async (url) => {
    const c = await csrf(t.app);
    expectError(await send(url, { email: 'a@school.test' }, { cookie: c.headers.cookie }), 403, SECURITY);
  });

  it('returns 403 with neither cookie nor header', async () => {
    expectError(await send('/account/forgot-password/', { email: 'a@school.test' }), 403, SECURITY);
  });

  it('returns 403 when the header does not match the cookie', async () => {
    const a = await csrf(t.app);
    const b = await csrf(t.app);
    const res = await send('/account/forgot-password/', { email: 'a@school.test' }, { cookie: a.headers.cookie, 'x-csrftoken': b.cookie });
    expectError(res, 403, SECURITY);
  });

  it('returns 403 for a made-up token echoed in both cookie and header', async () => {
    const res = await send(
      '/account/forgot-password/',
      { email: 'a@school.test' },
      { cookie: 'csrftoken=abc.def', 'x-csrftoken': 'abc.def' },
    );
    expectError(res, 403, SECURITY);
  });

  it('returns 403, not 400, for an invalid body without the token', async () => {
    expectError(await send('/account/register/', {}), 403, SECURITY);
    expectError(
      await call(t.app, { method: 'POST', url: '/account/register/', headers: { 'content-type': 'application/json' }, payload: '{' }),
      403,
      SECURITY,
    );
  });

  it('returns 403 for a percent-encoded account path without the token, and registers no one', async () => {
    const body = registration();
    expectError(await send('/%61ccount/register/', body), 403, SECURITY);
    expect((await post(t, '/account/register/', body)).statusCode).toBe(201); // the username was not taken
  });

  it('returns 403 for the path without its trailing slash', async () => {
    expectError(await send('/account/forgot-password', { email: 'a@school.test' }), 403, SECURITY);
  });

  it('answers the security error in Filipino with accept-language tl', async () => {
    const res = await send('/account/forgot-password/', { email: 'a@school.test' }, { 'accept-language': 'tl' });
    expectError(res, 403, 'Error sa seguridad. I-refresh ang pahina at subukang muli.');
  });

  it('passes with the cookie and the matching header', async () => {
    const c = await csrf(t.app);
    expect((await send('/account/forgot-password/', { email: 'a@school.test' }, c.headers)).statusCode).toBe(200);
  });

  it('needs no CSRF token for a call with a bearer token', async () => {
    const teacher = await createTeacher(t, await createAdmin(t));
    const session = await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD);
    const res = await call(t.app, {
      method: 'POST',
      url: '/account/logout/',
      token: session.token.access,
      payload: { refresh: session.token.refresh },
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs no CSRF token for POST /students/login/ or /api/token/refresh/', async () => {
    expect((await send('/students/login/', { id: 999999, code: 'ZZZZZZ', password: 'x' })).statusCode).toBe(400);
    expect((await send('/api/token/refresh/', { refresh: 'garbage' })).statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('returns 400 JSON for malformed JSON', async () => {
    const c = await csrf(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/account/forgot-password/',
      headers: { ...c.headers, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(res, 400, 'The request body is not valid JSON.');
  });

  it('returns 413 JSON for a body over 1 MB', async () => {
    const c = await csrf(t.app);
    const payload = JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@school.test` });
    const res = await call(t.app, {
      method: 'POST',
      url: '/account/forgot-password/',
      headers: { ...c.headers, 'content-type': 'application/json' },
      payload,
    });
    expectError(res, 413, 'The request is too large.');
  });

  it('returns a JSON 404 for an unknown API path, even when HTML is asked for', async () => {
    for (const url of ['/account/nope/', '/api/nope', '/management/nope/', '/students/get-students/']) {
      const res = await call(t.app, { method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expectError(res, 404, 'This address does not exist.');
    }
  });

  it('returns a JSON 404 for an unknown API path with POST', async () => {
    expectError(await send('/api/nope/', {}), 404, 'This address does not exist.');
  });

  it('serves the single-page app for an unknown non-API GET asking for HTML, and a JSON 404 for API paths', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Aralin</title><div id="root"></div>');
    const app = await buildApp({ ctx: { ...t.ctx, config: { ...t.ctx.config, webDist: dist } } });
    try {
      const root = await call(app, { method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<div id="root"></div>');
      const page = await call(app, { method: 'GET', url: '/teacher-dashboard', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root"></div>');
      expectError(
        await call(app, { method: 'GET', url: '/account/nope/', headers: { accept: 'text/html' } }),
        404,
        'This address does not exist.',
      );
      expect((await call(app, { method: 'GET', url: '/teacher-dashboard', headers: { accept: 'application/json' } })).statusCode).toBe(404);
      // A file built after the server started is served too (a rebuild needs no restart).
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'assets', 'late.js'), 'console.log(1)');
      const late = await call(app, { method: 'GET', url: '/assets/late.js' });
      expect(late.statusCode).toBe(200);
      expect(late.headers['cache-control']).toContain('immutable');
      expect((await call(app, { method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('returns 400 with an errors map, not 500, when zod validation fails', async () => {
    const res = await post(t, '/account/admin/login/', { email: 12, password: ['x'], otp: {} });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      error: expect.any(String),
      errors: { email: expect.any(String), password: expect.any(String), otp: expect.any(String) },
    });
  });

  it('returns 400, not 500, for a text with a NUL character (PostgreSQL refuses those)', async () => {
    const res = await post(t, '/account/forgot-password/', { email: 'a\u0000b@school.test' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/0x00|byte sequence|select|where/i);
  });

  it('answers an unexpected failure with a generic 500: no stack trace, no SQL', async () => {
    const app = await buildApp({ ctx: t.ctx });
    app.get('/api/boom-sql/', async () => t.ctx.db.execute(sql`select secret_column from no_such_table`));
    app.get('/api/boom-error/', async () => {
      throw new Error('kaboom at /work/main/server/src/secret.ts:42');
    });
    try {
      for (const url of ['/api/boom-sql/', '/api/boom-error/']) {
        const res = await call(app, { method: 'GET', url });
        expect(res.statusCode).toBe(500);
        expect(json(res)).toEqual({ error: 'Something went wrong. Please try again later.' });
        expect(res.body).not.toMatch(/stack|no_such_table|select|kaboom|\.ts:\d+/i);
      }
    } finally {
      await app.close();
    }
  });

  it('never puts a stack trace or SQL in error answers', async () => {
    const answers = await Promise.all([
      post(t, '/account/register/', {}),
      post(t, '/account/teacher/login/', { email: 'x@school.test', password: 'x' }),
      post(t, '/account/reset-password/', { email: 'x@school.test', token: 't', password: 'Aa1!aaaa', new_password: 'Aa1!aaaa' }),
      call(t.app, { method: 'GET', url: '/students/get-students/ZZZZZZ/' }),
      call(t.app, { method: 'POST', url: '/students/login/', payload: { id: 2 ** 40, code: 'ZZZZZZ', password: 'x' } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/"stack"|\bat .*\.ts:\d+|select |insert |update .* set/i);
    }
  });

  it('sends helmet security headers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/account/csrf/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends helmet headers on error answers too', async () => {
    const res = await send('/account/forgot-password/', {});
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
