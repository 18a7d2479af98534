import os from 'node:os';

/** How many worker processes serve HTTP: WEB_CONCURRENCY (checked by config.ts), else one per core (issue 11). */
export function workerCount(configured: number | undefined): number {
  return configured ?? Math.max(1, os.availableParallelism());
}
