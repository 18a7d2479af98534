/**
 * Start-up of `npm start` on an existing data folder (issue 11: not slower than before the issue): the time
 * from spawning `node <npm start's flags> scripts/start.mjs` to the first 200 of /account/csrf/, then
 * SIGTERM, several times on the same folder.
 *
 *   node --import tsx bench/startup.bench.ts
 *   STARTUP_RUNS=5 (restarts timed), WEB_CONCURRENCY as for npm start,
 *   BENCH_AB=<another checkout> (its start alternately with this one's, on the same data folder: the two must
 *   share the migrations)
 *
 * The first start of each checkout is not timed: it makes the data folder (initdb, migrations, the library)
 * and lets start.mjs build what is stale, so the timed ones find what a restart finds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npmStartFlags } from '../server/test/built';
import { makeDataDir, startServer, stopServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);

/** Starts a checkout's server on dataDir as `npm start` does, answers the milliseconds to its first 200, then stops it. */
async function startOnce(checkout: string, dataDir: string): Promise<number> {
  const server = await startServer(dataDir, {
    cwd: checkout,
    args: [...npmStartFlags(checkout), path.join(checkout, 'scripts', 'start.mjs')],
    logName: `start-${path.basename(checkout)}.log`,
    timeoutMs: 300_000, // the first start may build the web app and the server
  });
  await stopServer(server);
  return server.startMs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const checkouts = [root, ...(process.env.BENCH_AB ? [path.resolve(process.env.BENCH_AB)] : [])];
  console.log(
    `start-up: Node ${process.version}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? '(cores)'}, ${RUNS} restarts each`,
  );
  const dataDir = makeDataDir('aralin-startup-bench-');
  try {
    for (const checkout of checkouts)
      console.log(`first start (not timed), ${checkout}: ${(await startOnce(checkout, dataDir)).toFixed(0)} ms`);
    const times = new Map<string, number[]>(checkouts.map((c) => [c, []]));
    for (let run = 0; run < RUNS; run++)
      for (const checkout of run % 2 === 0 ? checkouts : [...checkouts].reverse()) {
        const ms = await startOnce(checkout, dataDir);
        times.get(checkout)!.push(ms);
        console.log(`  ${checkout}: ${ms.toFixed(0)} ms`);
      }
    for (const [checkout, ms] of times)
      console.log(
        `median of ${ms.length}, ${checkout}: ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)})`,
      );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
