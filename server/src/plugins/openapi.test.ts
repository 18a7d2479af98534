import { type Route, routes } from '@aralin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../test/harness';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[]; responses?: unknown }>>;
};

/** Every route of the contract's table, as OpenAPI writes paths ({param} instead of :param). */
function contractRoutes(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const group of Object.values(routes)) {
    for (const route of Object.values(group as Record<string, { method: string; path: string }>)) {
      out.push({ method: route.method.toLowerCase(), path: route.path.replace(/:([A-Za-z]+)/g, '{$1}') });
    }
  }
  return out;
}

describe('GET /api/openapi.json (issue 16)', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = json<Doc>(res);
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 with every route of the contract table', () => {
    expect(doc.openapi).toBe('3.1.0');
    const missing = contractRoutes().filter((r) => !doc.paths[r.path]?.[r.method]);
    expect(missing).toEqual([]);
  });

  it('describes request bodies and parameters from the zod schemas', () => {
    const login = doc.paths['/account/teacher/login/'].post;
    expect(JSON.stringify(login.requestBody)).toContain('"email"');
    const submit = doc.paths['/subjects/submit-answer/{studentId}/{activityId}/{questionId}/'].post;
    expect(JSON.stringify(submit.requestBody)).toContain('"answer_id"');
    expect(JSON.stringify(submit.parameters)).toContain('studentId');
  });

  it('answers every route with the status and params its contract route declares (one table, issue 21)', () => {
    const wrong: string[] = [];
    for (const group of Object.values(routes)) {
      for (const route of Object.values(group as Record<string, Route>)) {
        const op = doc.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
        for (const status of Object.keys(route.schema.response ?? {}))
          if (!(op?.responses as Record<string, unknown> | undefined)?.[status]) wrong.push(`${route.method} ${route.path} ${status}`);
        const declared = Object.keys((route.schema.params as { shape?: object } | undefined)?.shape ?? {});
        const documented = ((op?.parameters ?? []) as { in: string; name: string }[]).filter((p) => p.in === 'path').map((p) => p.name);
        if (declared.sort().join() !== documented.sort().join()) wrong.push(`${route.method} ${route.path} params`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists only the API: no web app paths, no health or metrics', () => {
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/(account|api|management|students|subjects|files)\//);
  });
});
