import os from 'node:os';

/** How many worker processes serve HTTP: WEB_CONCURRENCY, else one per core (issue 11). */
export function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return Math.max(1, os.availableParallelism());
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${value}").`);
    process.exit(1);
  }
  return n;
}
