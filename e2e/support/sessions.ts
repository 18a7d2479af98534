/**
 * Signing in through the public calls instead of the screens (fast, and one admin code per file), then
 * handing the session to a browser page as the web app stores it (localStorage `auth_token` and `user`).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForMail } from './mail';

export interface ApiSession {
  token: { access: string; refresh: string };
  user: {
    id: number;
    organizational_id: number | null;
    [key: string]: unknown;
  };
}

/** A JSON call to the e2e server; `bearer` signs it, `csrf` sends the double-submit token. Throws on a non-2xx answer. */
export async function callApi<T>(method: string, path: string, opts: { body?: unknown; bearer?: string; csrf?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | FormData | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.csrf) {
    headers['X-CSRFToken'] = opts.csrf;
    headers.Cookie = `csrftoken=${opts.csrf}`;
  }
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers,
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function csrfToken(): Promise<string> {
  return (await callApi<{ csrfToken: string }>('GET', '/account/csrf/')).csrfToken;
}

/** POST /account/teacher/login/. */
export async function teacherSession(email: string, password: string): Promise<ApiSession> {
  const csrf = await csrfToken();
  return callApi<ApiSession>('POST', '/account/teacher/login/', {
    body: { email, password },
    csrf,
  });
}

/** POST /account/admin/request-otp/, the code from the outbox, POST /account/admin/login/ (uses one of the 5 codes per 15 min). */
export async function adminSession(email: string, password: string): Promise<ApiSession> {
  const csrf = await csrfToken();
  await callApi('POST', '/account/admin/request-otp/', {
    body: { email },
    csrf,
  });
  const otp = (await waitForMail(email, /sign-in code: (\d{6})/))[1];
  return callApi<ApiSession>('POST', '/account/admin/login/', {
    body: { email, password, otp },
    csrf,
  });
}

/** Makes every page of this page's context start signed in as `session` (set before the app's scripts run). */
export async function signedInAs(page: Page, session: ApiSession) {
  await page.context().addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', user);
    },
    [JSON.stringify(session.token), JSON.stringify(session.user)] as const,
  );
}

/** The school's calendar date (YYYY-MM-DD) in a time zone, as the report file names use it. */
export function dateIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * Clicks a download button and checks what the browser saves: the file name (built from the school's
 * date, read on both sides of the click so a run across midnight still passes) and that it is a PDF.
 */
export async function expectPdfDownload(
  page: Page,
  click: () => Promise<void>,
  fileName: (date: string) => string,
  timeZone = 'Asia/Manila',
) {
  const before = dateIn(timeZone);
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const names = [fileName(before), fileName(dateIn(timeZone))];
  expect(download.suggestedFilename(), `the file name (expected one of ${names.join(', ')})`).toBeOneOf(names);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');
  return { name: download.suggestedFilename(), size: bytes.length };
}
