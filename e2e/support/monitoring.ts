/** The monitoring screens' pieces (issue 7): stat cards, table headers, the section dropdown, report buttons. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './browser';
import { signedInAs, type ApiSession } from './sessions';

/** A new page signed in as `session`, at `path`, once its level-1 heading shows. */
export async function open(session: ApiSession, path: string, heading: string, size?: { width: number; height: number }) {
  const page = await newPage(size);
  await signedInAs(page, session);
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

/** A figure of a stat card (Class Statistics, School Statistics): its label, then the number. */
export async function stat(region: Locator, label: string): Promise<number> {
  const card = region.getByRole('listitem').filter({ has: region.page().getByText(label, { exact: true }) });
  return Number(await card.locator('span').last().innerText());
}

/** Column names as written (the screen may show them in capitals with CSS). */
export async function columnHeaders(table: Locator) {
  return (await table.getByRole('columnheader').allTextContents()).map((s) => s.trim());
}

/**
 * The section dropdown, once its options are in: their labels, the label of the one selected, and
 * `choose`, which picks another and waits until the address and the dropdown both name it.
 */
export async function sectionDropdown(page: Page) {
  const select = page.getByLabel('Section', { exact: true });
  await select.locator('option').first().waitFor({ state: 'attached' });
  // The list may be drawn again as the screen's other reads arrive: read it once it holds its options.
  let options: string[] = [];
  await expect
    .poll(async () => (options = (await select.locator('option').allTextContents()).map((s) => s.trim())).length)
    .toBeGreaterThan(0);
  const selected = (await select.locator('option:checked').textContent())!.trim();
  const choose = async (label: string) => {
    const value = (await select.locator('option', { hasText: label }).getAttribute('value'))!;
    await select.selectOption({ label });
    await page.waitForURL((url) => url.searchParams.get('section') === value);
    await expect.poll(() => select.inputValue()).toBe(value);
    return Number(value);
  };
  return { select, options, selected, choose, id: async () => Number(await select.inputValue()) };
}

/** A section of the screen named by its heading (aria-labelledby). */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Clicks a Download Report button found by its full name, which begins with the words it shows (WCAG 2.5.3 label in name). */
export async function reportButton(scope: Page | Locator, name: string) {
  const button = scope.getByRole('button', { name, exact: true });
  expect((await button.innerText()).trim()).toBe('Download Report');
  await button.click();
}
