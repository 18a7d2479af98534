/** Starts Aralin: database, migrations, demo seed on a new embedded database, then web + API. */
import { loadConfig } from './config';
import { buildApp } from './app';
import { openRuntime } from './server';
import { seedDemoIfWanted } from './seed/demo';
import { sweepRateLimits } from './plugins/rate-limit';
import { syncPrebuiltLibrary } from './content/prebuilt/sync';

const started = performance.now();
const config = loadConfig();
if (config.s3) {
  // Files would silently land on local disk instead of the bucket the operator asked for.
  console.error('S3_* is set, but object storage is not supported yet. Unset S3_* to keep files under DATA_DIR/files.');
  process.exit(1);
}
const runtime = await openRuntime(config);
const { ctx } = runtime;
const app = await buildApp({ ctx, logger: true });
ctx.log = app.log;

// The shipped activity library is part of the product: bring the database up to date with it.
await syncPrebuiltLibrary(ctx);
const seeded = await seedDemoIfWanted(ctx, runtime.freshEmbedded);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  clearInterval(sweeper);
  await app.close().catch(() => {});
  await runtime.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

const sweeper = setInterval(() => void sweepRateLimits(ctx).catch(() => {}), 60 * 60 * 1000);
sweeper.unref();

await app.listen({ port: config.port, host: config.host });
const ms = Math.round(performance.now() - started);
const lines = [`Aralin is ready on ${config.publicUrl} (started in ${ms} ms)`];
if (seeded) lines.push('', 'Demo sign-ins:', ...seeded);
console.log(lines.join('\n'));
