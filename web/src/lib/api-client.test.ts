import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, configureApi } from './api-client';
import { routes } from '@aralin/contract';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

const jwt = (expInSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expInSeconds })).toString('base64url')}.s`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let storage: Storage;
const expired = vi.fn();

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: memoryStorage() });
  vi.stubGlobal('document', { cookie: 'csrftoken=abc' });
  configureApi({ language: () => 'tl', onSessionExpired: expired });
  expired.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

function signIn(access: string, refresh = 'r1') {
  storage.setItem('auth_token', JSON.stringify({ access, refresh }));
}

describe('api.send', () => {
  it('sends language, CSRF and bearer headers and fills the path', async () => {
    signIn(jwt(600));
    const fetchMock = vi.fn(async () => json(200, [{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    await api.send(routes.management.assign, {
      params: { sectionId: 7, activityId: 3 },
      query: { subject_id: 1 },
      body: { student_ids: [] },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/management/sections/7/activities/3/assign/?subject_id=1');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'tl', 'X-CSRFToken': 'abc', Authorization: expect.stringMatching(/^Bearer /) });
  });

  it('throws ApiError with the server text and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: 'taken', errors: { email: 'email already exists' } })),
    );
    const error = await api
      .send(routes.account.register, { body: { username: 'a', email: 'a@example.com', password: 'x', role: 'teacher' }, auth: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, error: 'taken', errors: { email: 'email already exists' } });
  });

  it('refreshes an expiring token once for concurrent requests', async () => {
    signIn(jwt(30));
    const fresh = jwt(900);
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/token/refresh/') {
          refreshes += 1;
          return json(200, { access: fresh, refresh: 'r2' });
        }
        return json(200, { ok: true });
      }),
    );
    await Promise.all([api.send(routes.account.me), api.send(routes.account.me), api.send(routes.account.me)]);
    expect(refreshes).toBe(1);
    expect(JSON.parse(storage.getItem('auth_token') ?? '{}')).toEqual({ access: fresh, refresh: 'r2' });
  });

  it('retries a 401 once after refreshing', async () => {
    signIn(jwt(600));
    const answers = [json(401, { error: 'expired' }), json(200, { access: jwt(900) }), json(200, { ok: 1 })];
    const fetchMock = vi.fn(async () => answers.shift() ?? json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.send(routes.account.me)).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears the session and reports expiry when the refresh is refused', async () => {
    signIn(jwt(10));
    storage.setItem('user', '{}');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'no' })),
    );
    await expect(api.send(routes.account.me)).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('fetches the CSRF token after a 403 and retries once', async () => {
    const calls: string[] = [];
    const answers = [json(403, { error: 'csrf' }), json(200, {}), json(403, { error: 'still' })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return answers.shift() ?? json(500, {});
      }),
    );
    await expect(api.send(routes.account.forgotPassword, { body: { email: 'a@b.c' }, auth: false })).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual(['/account/forgot-password/', '/account/csrf/', '/account/forgot-password/']);
  });

  it('sends one Idempotency-Key per create call, the same on its retry, and none on other calls (issue 17 item 7)', async () => {
    signIn(jwt(600));
    const keys: (string | undefined)[] = [];
    const answers = [json(403, { error: 'csrf' }), json(200, {}), json(201, {}), json(201, {}), json(200, [])];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
        return answers.shift() ?? json(500, {});
      }),
    );
    await api.send(routes.management.addSection, { body: { name: 'A' } });
    await api.send(routes.management.addSection, { body: { name: 'A' } });
    await api.send(routes.management.sections);
    const [first, csrfFetch, retry, second, list] = keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(csrfFetch).toBeUndefined();
    expect(retry).toBe(first);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(list).toBeUndefined();
  });
});
