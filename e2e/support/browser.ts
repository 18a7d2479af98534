/** Debian's Chromium driven by playwright-core, with a screenshot of the page when a test fails. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const SHOTS_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

let browser: Browser | undefined;
const open: BrowserContext[] = [];
const pages: Page[] = [];

/** Registers the browser's lifecycle for a spec file; returns a page factory. */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // A microphone that plays a test tone, allowed without asking: recording journeys (issue 15 item 4).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
  });
  afterEach(async ({ task }) => {
    // Screenshots of a failed test come before the pages close (onTestFailed would run too late).
    if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) {
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      const base = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [i, page] of pages.entries()) {
        const file = path.join(SHOTS_DIR, `${base}-failed${i ? `-${i}` : ''}.png`);
        if (
          await page.screenshot({ path: file, fullPage: true }).then(
            () => true,
            () => false,
          )
        ) {
          console.log(`screenshot of the failed page: ${file}`);
        }
      }
    }
    pages.length = 0;
    await Promise.all(open.splice(0).map((c) => c.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A new page in a fresh context, at a viewport width; a failing test leaves a screenshot. The app's service
 * worker is blocked unless `serviceWorker` is set.
 */
export async function newPage(
  opts: { width?: number; height?: number; name?: string; timezoneId?: string; serviceWorker?: boolean } = {},
): Promise<Page> {
  const context = await browser!.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: 'en-US',
    // Like a school's tablet in the Philippines unless a test says otherwise (one clock, issue 20).
    timezoneId: opts.timezoneId ?? 'Asia/Manila',
    // The app's service worker precaches the whole app (about 290 files) in every new context: a quarter of
    // Chromium's CPU in the journeys (docs/benchmarks.md, "CI run time", session 14). Only the journeys
    // about it (pwa, offline-play) ask for it.
    serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
  });
  open.push(context);
  const page = await context.newPage();
  pages.push(page);
  return page;
}

/**
 * Saves a screenshot for people to look at (test-results/screenshots): the whole page, or with
 * `{ fullPage: false }` only what is in the window (to show that a message is in view). `E2E_SHOTS=0` (set by
 * .ci/run, where nobody looks at them) saves none: they were about a seventh of Chromium's CPU in the journeys.
 * A failed test's screenshot is taken either way.
 */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SHOTS === '0') return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}
