/**
 * The API client (STYLE §3): fills a contract route, sends the language, credentials, bearer and CSRF
 * token, applies the time-outs of spec §7 and the token refresh of spec §4, and throws ApiError on non-2xx.
 */
import {
  buildPath,
  IDEMPOTENCY_HEADER,
  idempotentRoutes,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Route,
  routes,
  timeouts,
} from '@aralin/contract';
import { asRefreshResponse } from './shapes';
import { apiErrorFromBody, ApiError } from './api-error';
import { clearSession, readSession, saveTokens } from './auth-storage';
import { csrfToken } from './cookies';
import { isAccessExpired } from './jwt';

export type QueryValue = string | number | boolean | null | undefined;

/** A call's options; its params, body and query are typed from the route's schemas in the contract. */
export interface SendOptions<R extends Route = Route> {
  params?: ParamsOf<R>;
  /** The route's JSON body, or a multipart form (files). */
  body?: BodyOf<R> | FormData;
  query?: QueryOf<R>;
  signal?: AbortSignal;
  /** 'blob' for downloads (PDF reports); JSON otherwise. */
  as?: 'json' | 'blob';
  /** false for sign-in and other public calls: no bearer token, so no refresh of a stale session. */
  auth?: boolean;
  /** For create calls: one key per form submission, so that a repeat creates nothing (issue 17 item 7). */
  idempotencyKey?: string;
}

const config = {
  language: (): string => 'en',
  onSessionExpired: (): void => window.location.assign('/'),
};

/** Wires the client to the app: the current language and what to do when the session ends. */
export function configureApi(options: Partial<typeof config>): void {
  Object.assign(config, options);
}

/** fetch with a time-out; a caller's abort passes through, a time-out becomes ApiError(0, 'timeout'). */
async function fetchWithTimeout(url: string, init: RequestInit, ms: number, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, '', {}, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': config.language() };
  const csrf = csrfToken();
  if (csrf) headers['X-CSRFToken'] = csrf;
  return headers;
}

/** GET /account/csrf/ so the server sets the `csrftoken` cookie. Throws ApiError when it fails. */
export async function fetchCsrf(): Promise<void> {
  const res = await fetchWithTimeout(routes.account.csrf.path, { credentials: 'include', headers: baseHeaders() }, timeouts.defaultMs);
  if (!res.ok) throw apiErrorFromBody(res.status, await readBody(res));
}

let refreshing: Promise<string | null> | null = null;

/**
 * Refreshes the access token. Only one refresh runs at a time; callers share its promise (spec §4).
 * Resolves to the new access token, or null after the server refused (session cleared, sent to /).
 * NOTE: when no answer comes at all (offline), the session is kept and the ApiError is thrown instead,
 * so a classroom's network blip does not sign every child out.
 */
export function refreshAccess(): Promise<string | null> {
  refreshing ??= (async () => {
    const refresh = readSession().token?.refresh;
    const res = refresh
      ? await fetchWithTimeout(
          routes.account.refresh.path,
          {
            method: 'POST',
            credentials: 'include',
            headers: { ...baseHeaders(), 'Content-Type': 'application/json' },
            body: JSON.stringify({ refresh }),
          },
          timeouts.defaultMs,
        )
      : null;
    const parsed = res?.ok ? asRefreshResponse(await readBody(res)) : null;
    if (!parsed) {
      clearSession();
      config.onSessionExpired();
      return null;
    }
    saveTokens(parsed.access, parsed.refresh);
    return parsed.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function urlOf(route: Route, options: SendOptions<Route>): string {
  const path = buildPath(route, options.params);
  const search = new URLSearchParams();
  const query: Record<string, QueryValue> = options.query ?? {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(route: Route, options: SendOptions<Route>, retried: { unauthorized: boolean; forbidden: boolean }): Promise<T> {
  let access = options.auth === false ? null : (readSession().token?.access ?? null);
  if (access && isAccessExpired(access)) {
    access = await refreshAccess();
    if (!access) throw new ApiError(401, '');
  }
  if (!access && route.method !== 'GET' && !csrfToken()) {
    // Public state-changing calls need the CSRF cookie (ARCHITECTURE 'CSRF'): get it first, not after a 403.
    await fetchCsrf().catch(() => undefined);
  }
  const headers = baseHeaders();
  if (access) headers.Authorization = `Bearer ${access}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const timeout = access ? timeouts.authenticatedMs : timeouts.defaultMs;
  const init: RequestInit = { method: route.method, credentials: 'include', headers, body };
  const res = await fetchWithTimeout(urlOf(route, options), init, timeout, options.signal);

  if (res.status === 401 && access && !retried.unauthorized) {
    // Another request may already have refreshed; then only retry with the newer token.
    const stored = readSession().token?.access;
    const fresh = stored && stored !== access ? stored : await refreshAccess();
    if (fresh) return request<T>(route, options, { ...retried, unauthorized: true });
  }
  if (res.status === 403 && !retried.forbidden) {
    await fetchCsrf().catch(() => undefined);
    return request<T>(route, options, { ...retried, forbidden: true });
  }
  if (!res.ok) throw apiErrorFromBody(res.status, await readBody(res));
  if (options.as === 'blob') return (await res.blob()) as T;
  return (await readBody(res)) as T;
}

/** A random key for Idempotency-Key (crypto.getRandomValues: it exists on plain-HTTP school networks too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isCreateCall = (route: Route) => idempotentRoutes.some((r) => r.method === route.method && r.path === route.path);

/**
 * Sends one API call of the contract route table. A create call gets one Idempotency-Key for this
 * submission, kept through the client's own retries (after a refresh or a CSRF fetch), so a repeat of it
 * creates nothing on the server.
 */
export function send<R extends Route>(route: R, options?: SendOptions<R> & { as?: 'json' }): Promise<ResponseOf<R>>;
export function send<R extends Route>(route: R, options: SendOptions<R> & { as: 'blob' }): Promise<Blob>;
export function send(route: Route, options: SendOptions<Route> = {}): Promise<unknown> {
  const withKey = isCreateCall(route) && !options.idempotencyKey ? { ...options, idempotencyKey: newIdempotencyKey() } : options;
  return request<unknown>(route, withKey, { unauthorized: false, forbidden: false });
}

export const api = { send, fetchCsrf, refreshAccess };
