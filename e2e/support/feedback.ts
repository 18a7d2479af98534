/** Issue 20 checks shared by the staff feedback journeys: a message in view, focused, next to its button. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

interface Box {
  top: number;
  bottom: number;
  viewport: number;
  focused: boolean;
}

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight, focused: document.activeElement === el };
  });
}

/**
 * The failure `text` is announced (role alert), inside the visible part of the page, focused, and sits just
 * above `button` (at most 120 px between them), so the save button area says what happened.
 */
export async function expectRevealedAbove(page: Page, text: string | RegExp, button: Locator) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  const box = await boxOf(alert);
  expect(box.top, 'alert below the top of the window').toBeGreaterThanOrEqual(0);
  expect(box.bottom, 'alert above the bottom of the window').toBeLessThanOrEqual(box.viewport);
  expect(box.focused, 'alert focused').toBe(true);
  const under = await boxOf(button);
  expect(under.top - box.bottom, 'alert right above the button').toBeGreaterThanOrEqual(0);
  expect(under.top - box.bottom, 'alert right above the button').toBeLessThanOrEqual(120);
}

/** A failure answered by the server for every call to `pattern` (status 500 with this text) until removed. */
export async function failCalls(page: Page, pattern: string, text = 'The database is resting.') {
  await page.route(pattern, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: text }) }),
  );
  return () => page.unroute(pattern);
}

/** The accessible name or id of the focused element, to say where the focus went. */
export function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const id = el.getAttribute('id');
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
    return (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });
}
