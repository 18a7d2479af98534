/**
 * The student app in the field (issue 10): builds the web app, starts the product on a new data folder
 * with the demo school, and prints for /, /student-code, a signed-in /student-home and a signed-in
 * /teacher-dashboard: bytes transferred on a first visit (JS, CSS, total, as the network panel counts them),
 * Lighthouse mobile scores, and a throttled cold and warm (service worker) load of /student-code until the
 * class-code field takes input (400 ms RTT, 400 kbit/s down, 6x CPU).
 *
 *   node --import tsx bench/field.bench.ts            # this tree
 *   BENCH_ROOT=/path/to/other/checkout node --import tsx bench/field.bench.ts   # e.g. an older commit, same machine
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../server/test/free-port';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import lighthouse from 'lighthouse';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KiB = 1024;

async function startProduct(): Promise<{ base: string; child: ChildProcess; out: () => string; dataDir: string }> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@aralin/web'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr.toString()}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-field-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let out = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, env });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  for (let i = 0; i < 600 && !out.includes('is ready on'); i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!out.includes('is ready on')) throw new Error(`server did not start:\n${out}`);
  return { base, child, out: () => out, dataDir };
}

async function api<T>(base: string, method: string, url: string, body?: unknown, csrf?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (csrf) Object.assign(headers, { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` });
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Stored = { token: unknown; user: unknown };

async function signIns(base: string, log: string): Promise<{ teacher: Stored; student: Stored }> {
  const { csrfToken } = await api<{ csrfToken: string }>(base, 'GET', '/account/csrf/');
  const teacher = await api<Stored>(
    base,
    'POST',
    '/account/teacher/login/',
    { email: 'guro.santos@aralin.local', password: 'Aralin#2026' },
    csrfToken,
  );
  const code = /Class code (\w+)/.exec(log)?.[1];
  if (!code) throw new Error('no class code in the start-up log');
  const [first] = await api<{ id: number }[]>(base, 'GET', `/students/get-students/${code}/`);
  const student = await api<Stored>(base, 'POST', '/students/login/', { id: first!.id, password: 'Bata#2026', code }, csrfToken);
  return { teacher: { token: teacher.token, user: teacher.user }, student: { token: student.token, user: student.user } };
}

const storageScript = (session: Stored | null) =>
  session
    ? `localStorage.setItem('auth_token', ${JSON.stringify(JSON.stringify(session.token))}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`
    : '';

/** Bytes over the wire of a first visit, by kind (the network panel's encodedDataLength). */
async function transferred(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map<string, string>();
  const sizes = { js: 0, css: 0, total: 0 };
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    sizes.total += e.encodedDataLength;
    if (kind === 'Script') sizes.js += e.encodedDataLength;
    if (kind === 'Stylesheet') sizes.css += e.encodedDataLength;
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return sizes;
}

/** Lighthouse's mobile preset (simulated throttling) on a Chromium that already holds the session. */
async function lighthouseScores(base: string, url: string, session: Stored | null) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    if (session) await page.evaluate(storageScript(session));
    const result = await lighthouse(`${base}${url}`, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result!.lhr;
    // BENCH_LH_DUMP=<dir>: the whole Lighthouse report of each page, to see which audits cost points.
    if (process.env.BENCH_LH_DUMP)
      fs.writeFileSync(path.join(process.env.BENCH_LH_DUMP, `${url.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: lhr.audits['first-contentful-paint']?.displayValue ?? '',
      lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** A throttled load of /student-code until the class-code field takes input, cold then warm (service worker). */
async function throttledLoads(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1000) / 8,
      uploadThroughput: (400 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const usable = async () => {
      const started = Date.now();
      await page.goto(`${base}/student-code`, { waitUntil: 'commit' });
      const field = page.getByRole('textbox').first();
      await field.waitFor({ timeout: 120_000 });
      await field.fill('ABCDEF', { timeout: 120_000 });
      return Date.now() - started;
    };
    // BENCH_WATERFALL=1: each request of the cold load, when it started and ended (ms from the navigation).
    const waterfall: string[] = [];
    const t0 = Date.now();
    const onDone = (req: import('playwright-core').Request) => {
      const r = req.timing();
      const size = req.url().replace(base, '');
      waterfall.push(
        `${String(Math.round(r.startTime - t0)).padStart(6)} → ${String(Math.round(r.startTime + r.responseEnd - t0)).padStart(6)} ms  ${size}`,
      );
    };
    if (process.env.BENCH_WATERFALL) page.on('requestfinished', onDone);
    const cold = await usable();
    if (process.env.BENCH_WATERFALL) {
      page.off('requestfinished', onDone);
      console.log(`cold load, usable at ${cold} ms:\n${waterfall.join('\n')}`);
    }
    // Let the service worker install and take over, then measure the next start.
    // (A build without a service worker never gets one: the wait ends after 20 s.)
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 20_000))]).then(() => undefined),
    );
    await page.waitForTimeout(15_000);
    await page.evaluate(() => localStorage.removeItem('class_code'));
    const warm = await usable();
    const warmAgain = await usable();
    return { cold, warm: Math.min(warm, warmAgain) };
  } finally {
    await browser.close();
  }
}

const fmtKiB = (n: number) => `${(n / KiB).toFixed(1)} KiB`;

async function main() {
  console.log(
    `field bench: ${root}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const product = await startProduct();
  try {
    const { teacher, student } = await signIns(product.base, product.out());
    const pages: { url: string; session: Stored | null; ready: (page: Page) => Promise<unknown> }[] = [
      { url: '/', session: null, ready: (p) => p.getByRole('link').first().waitFor() },
      { url: '/student-code', session: null, ready: (p) => p.getByRole('textbox').first().waitFor() },
      { url: '/student-home', session: student, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
      { url: '/teacher-dashboard', session: teacher, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
    ];
    const only = process.env.BENCH_ONLY; // 'bytes', 'lighthouse' or 'throttle': one part alone
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    for (const page of only && only !== 'bytes' ? [] : pages) {
      const context = await browser.newContext({ baseURL: product.base });
      if (page.session) await context.addInitScript(storageScript(page.session));
      const sizes = await transferred(context, `${product.base}${page.url}`, page.ready);
      await context.close();
      console.log(`${page.url.padEnd(19)} first visit: JS ${fmtKiB(sizes.js)}, CSS ${fmtKiB(sizes.css)}, total ${fmtKiB(sizes.total)}`);
    }
    await browser.close();
    for (const page of only && only !== 'lighthouse' ? [] : pages) {
      const lh = await lighthouseScores(product.base, page.url, page.session);
      console.log(
        `${page.url.padEnd(19)} Lighthouse mobile: performance ${lh.performance}, accessibility ${lh.accessibility}, ` +
          `best practices ${lh.bestPractices}, FCP ${lh.fcp}, LCP ${lh.lcp}`,
      );
    }
    if (only && only !== 'throttle') return;
    const loads = await throttledLoads(product.base);
    console.log(
      `/student-code       throttled (400 ms RTT, 400 kbit/s, 6x CPU) until the field takes input: cold ${loads.cold} ms, warm ${loads.warm} ms`,
    );
  } finally {
    product.child.kill('SIGTERM');
    await new Promise((r) => product.child.once('exit', r));
    fs.rmSync(product.dataDir, { recursive: true, force: true });
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

await main();
