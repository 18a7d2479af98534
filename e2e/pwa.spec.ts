/**
 * Issue 10: the app as an installable, offline-capable web app. The service worker serves the shell on a
 * second visit; a reload with no connection shows the app's own offline screen in the chosen language,
 * never the browser's error page; text files go out precompressed; the web manifest has its icons.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, shot, useBrowser } from './support/browser';

useBrowser();

/** Waits until the service worker has installed and controls the page (a reload is its first control). */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

describe('the installable app', () => {
  it('serves the shell from the service worker on a second visit, and an offline reload shows the offline screen', async () => {
    const page = await newPage({ width: 800, height: 1280, serviceWorker: true });
    await page.goto('/student-code');
    await page.getByRole('textbox').first().waitFor();
    await controlledBy(page);

    const second = await page.goto('/student-code');
    expect(second?.fromServiceWorker()).toBe(true);
    await page.getByRole('textbox').first().waitFor();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'No internet right now' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await shot(page, 'offline-screen-en-tablet');

    // The connection comes back: the screen goes by itself and the class-code screen is there.
    await page.context().setOffline(false);
    await page.getByRole('textbox').first().waitFor();
  });

  it('speaks Filipino on the offline screen when Filipino was chosen', async () => {
    const page = await newPage({ width: 390, height: 844, serviceWorker: true });
    await page.goto('/student-code');
    await page.getByRole('button', { name: 'Filipino' }).click();
    await controlledBy(page);
    await page.context().setOffline(true);
    await page.goto('/student-home');
    await page.getByRole('heading', { name: 'Walang internet ngayon' }).waitFor();
    await page.getByRole('button', { name: 'Subukan muli' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tl');
    await shot(page, 'offline-screen-tl-phone');
  });

  it('sends text files precompressed, hashed files immutable, and an installable manifest', async () => {
    const base = inject('baseUrl');
    const html = await fetch(`${base}/student-code`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const page = await html.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as {
      name: string;
      display: string;
      icons: { src: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Aralin', display: 'standalone' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect((await fetch(`${base}${icon.src}`)).status).toBe(200);
    // Source maps are not shipped.
    expect((await fetch(`${base}${script}.map`)).status).not.toBe(200);
  });
});
