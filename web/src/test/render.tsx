/**
 * Rendering a component as the app does, for component tests (jsdom): English texts, a fresh query
 * cache, the toasts and a router. Also a signed-in staff session, so the API client sends a bearer token
 * instead of fetching a CSRF cookie first.
 */
import type { StoredUser } from '@aralin/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../components/ui/toast';
import { saveSession } from '../lib/auth-storage';
import { i18n, initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

let started: Promise<unknown> | null = null;

/** Loads the English texts of `namespaces` (and `validation`, the contract's messages) once per file. */
async function loadTexts(namespaces: readonly string[]): Promise<void> {
  localStorage.setItem('language', 'en');
  started ??= initI18n();
  await started;
  await i18n.loadNamespaces(['common', 'validation', ...namespaces]);
}

/** A JWT-shaped access token valid for an hour (the client only reads its `exp`, spec §4). */
function accessToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
}

export const TEACHER: StoredUser = {
  id: 7,
  name: 'Guro Santos',
  organizational_id: 1,
  username: 'guro.santos',
  email: 'guro.santos@aralin.test',
  user_role: 'teacher',
  is_admin: false,
  avatar: null,
};

export const ADMIN: StoredUser = { ...TEACHER, id: 1, name: 'Admin', username: 'admin', user_role: 'admin', is_admin: true };

/** Stores a signed-in staff session (a teacher unless another user is given). */
export function signIn(user: StoredUser = TEACHER): void {
  saveSession({ access: accessToken(), refresh: 'refresh-token' }, user);
}

export interface Rendered extends RenderResult {
  user: UserEvent;
}

/** Renders `ui` with the app's providers after loading its texts; `user` types and clicks like a person. */
export async function renderWithApp(
  ui: ReactElement,
  options: { namespaces?: readonly string[]; user?: StoredUser } = {},
): Promise<Rendered> {
  await loadTexts(options.namespaces ?? []);
  signIn(options.user);
  const queryClient = createQueryClient();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, user: userEvent.setup() };
}

/** The texts a field points to with aria-describedby: its hint and, after a failed save, its error. */
export function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
