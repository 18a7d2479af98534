import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDb } from '../db/client';
import { call, createTestApp, json, type TestApp } from '../../test/harness';

/** Health and metrics (issue 16). */
describe('GET /healthz, /readyz and /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the process is alive and the database ready', async () => {
    const health = await call(t.app, { method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({ status: 'ok' });
    const ready = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready' });
  });

  it('answers /readyz 503 with a reason when the database does not answer, and /healthz still 200', async () => {
    const db = openDb('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp({ ctx: { ...t.ctx, db } });
    try {
      const ready = await call(app, { method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(json(ready).status).toBe('unavailable');
      expect(String(json(ready).reason)).toMatch(/^database: /);
      expect((await call(app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.$client.end();
    }
  });

  it('serves Prometheus metrics on loopback: requests by route and status, answers, pool, process', async () => {
    // The counters are the process's (prom-client's registry): what this test adds is counted from before it.
    const refused = async () =>
      Number(
        /aralin_logins_total\{kind="student",outcome="refused"\} (\d+)/.exec(
          (await call(t.app, { method: 'GET', url: '/metrics' })).body,
        )?.[1] ?? 0,
      );
    const refusedBefore = await refused();
    await call(t.app, { method: 'GET', url: '/account/csrf/' });
    await call(t.app, { method: 'POST', url: '/students/login/', payload: { id: 999999, password: 'x' } });
    const res = await call(t.app, { method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/aralin_http_request_duration_seconds_count\{method="GET",route="\/account\/csrf\/",status="200"\} \d+/);
    expect(res.body).toMatch(/aralin_logins_total\{kind="student",outcome="refused"\} \d+/);
    expect(await refused()).toBe(refusedBefore + 1);
    expect(res.body).toContain('aralin_answers_recorded_total');
    expect(res.body).toMatch(/aralin_db_pool_connections\{state="idle"\}/);
    expect(res.body).toContain('aralin_process_cpu_user_seconds_total');
  });

  it('refuses /metrics from elsewhere, and with METRICS_TOKEN asks everyone for it', async () => {
    const outside = await call(t.app, { method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    t.ctx.config.metricsToken = 'sekreto-para-sa-metrics';
    try {
      expect((await call(t.app, { method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect(
        (await call(t.app, { method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-len' } })).statusCode,
      ).toBe(401);
      const ok = await call(t.app, {
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer sekreto-para-sa-metrics' },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      t.ctx.config.metricsToken = undefined;
    }
  });
});
