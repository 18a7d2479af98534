/**
 * Issue 17 items 1 and 8: which client address is believed (TRUST_PROXY), Cache-Control on API answers,
 * and outbox files readable by their owner only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/fixtures';
import { alignClockToWindowStart, post } from '../../../test/account-helpers';
import { parseTrustProxy } from '../../config';
import { StartupError } from '../../lib/startup-error';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Wrong class codes, each with a different forged X-Forwarded-For; returns the statuses. */
async function missesWithForgedAddresses(app: TestApp, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await call(app.app, {
      method: 'GET',
      url: `/students/get-students/NOPE${i}/`,
      headers: { 'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('parses unset, a hop count and a list of proxies, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    // One sentence at start (a StartupError, printed without a stack trace by main.ts).
    expect(() => parseTrustProxy('true')).toThrow(StartupError);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true would believe any client/);
  });

  it(
    'unset: a forged X-Forwarded-For is ignored, so 200 wrong class codes from one socket are refused with 429',
    { timeout: 60_000 },
    async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '' } });
      alignClockToWindowStart(t);
      const statuses = await missesWithForgedAddresses(t, 200);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 404).length).toBeLessThan(200);
    },
  );

  it('a list that does not hold the socket address: the header is ignored the same way', { timeout: 60_000 }, async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.99.99.99' } });
    alignClockToWindowStart(t);
    const statuses = await missesWithForgedAddresses(t, 200);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it(
    'a hop count: the nearest hop of X-Forwarded-For is the client, an address further left is not believed',
    { timeout: 60_000 },
    async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1' } });
      alignClockToWindowStart(t);
      const forwarded = await missesWithForgedAddresses(t, 200);
      expect(forwarded.every((s) => s === 404)).toBe(true);
      // A client forging a left-most address behind one proxy: the proxy appends the real one, which is counted.
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) {
        const res = await call(t.app, {
          method: 'GET',
          url: `/students/get-students/FORGED${i}/`,
          headers: { 'x-forwarded-for': `198.51.100.${(i % 250) + 1}, 192.0.2.7` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    },
  );

  it('a list holding the proxy address (the socket): each forwarded client is counted on its own', { timeout: 60_000 }, async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    alignClockToWindowStart(t);
    const statuses = await missesWithForgedAddresses(t, 200);
    expect(statuses.every((s) => s === 404)).toBe(true);
  });
});

describe('Cache-Control and the outbox', () => {
  it('answers with tokens or personal data carry no-store; outbox mails are mode 0600', async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    const me = await call(t.app, { method: 'GET', url: '/account/me/', token: admin.token.access });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await post(t, '/account/teacher/login/', { email: admin.user.email, password: 'wrong-password' });
    expect(login.headers['cache-control']).toBe('no-store');
    const missing = await call(t.app, { method: 'GET', url: '/api/no-such-route/' });
    expect(missing.headers['cache-control']).toBe('no-store');

    const forgot = await post(t, '/account/forgot-password/', { email: admin.user.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.headers['cache-control']).toBe('no-store');
    const files = fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir) : [];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(fs.statSync(path.join(t.outboxDir, f)).mode & 0o777).toBe(0o600);
  });
});
