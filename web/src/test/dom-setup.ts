/**
 * For component tests in jsdom: what jsdom lacks (the native <dialog>'s modal methods, scrollIntoView),
 * Testing Library's clean-up after each test, and the MSW server answering the API calls.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

// jsdom has <dialog> but not showModal/close (jsdom issue 3294); Modal and ConfirmDialog use both.
const dialog = window.HTMLDialogElement.prototype;
// eslint-disable-next-line @typescript-eslint/unbound-method -- a polyfill: only whether the method exists is read
dialog.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
// eslint-disable-next-line @typescript-eslint/unbound-method -- as above
dialog.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
// eslint-disable-next-line @typescript-eslint/unbound-method -- as above
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;

// A request no test answered fails the test instead of going out.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
