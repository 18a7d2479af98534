import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, csrf, json, readOutbox, mailText, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('registers, verifies and signs a teacher in', async () => {
  const c = await csrf(t.app);
  const reg = await call(t.app, {
    method: 'POST',
    url: '/account/register/',
    headers: c.headers,
    payload: { username: 'maria', email: 'Maria@Example.com', password: 'Secret#123', role: 'teacher' },
  });
  expect(reg.statusCode).toBe(201);
  const [mail] = await readOutbox(t.outboxDir, 1);
  const link = /verify-email\/\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(mailText(mail!))!;
  const ver = await call(t.app, { method: 'POST', url: '/account/verify-email', headers: c.headers, payload: { email: decodeURIComponent(link[1]!), token: link[2] } });
  expect(ver.statusCode).toBe(200);
  const login = await call(t.app, { method: 'POST', url: '/account/teacher/login/', headers: c.headers, payload: { email: 'maria@example.com', password: 'Secret#123' } });
  expect(login.statusCode).toBe(200);
  expect(json<{ user: { user_role: string } }>(login).user.user_role).toBe('teacher');
});
