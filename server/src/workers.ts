import os from 'node:os';

/** How many worker processes serve HTTP: WEB_CONCURRENCY (checked by config.ts), else one per core (issue 11). */
export function workerCount(configured: number | undefined): number {
  return configured ?? Math.max(1, os.availableParallelism());
}

/**
 * Connections PostgreSQL keeps free of the server's pools: the primary's own (housekeeping, metrics), a
 * backup (`npm run backup`), and an operator's psql.
 */
export const SPARE_CONNECTIONS = 10;

/**
 * The connections to PostgreSQL the server keeps in all when DB_POOL_SIZE is unset: one process keeps them all,
 * several share them. On the 2-core box of docs/benchmarks.md, twenty backends cost PostgreSQL 13% more CPU a
 * request than ten with one worker (session 13), and two workers of five each 15% less than two of ten (session
 * 15): more backends than the cores can run only queue for them.
 */
export const POOL_TOTAL = 10;

/** The fewest connections a worker keeps by default, so that a slow report does not hold up a class's play. */
export const POOL_MIN_PER_WORKER = 3;

/** Connections a worker keeps beside its pool: the play calls' WAL flusher (features/play/play.durable.ts). */
export const OWN_CONNECTIONS = 1;

/**
 * Each worker's pool size: DB_POOL_SIZE (undefined: POOL_TOTAL shared among the workers, at least
 * POOL_MIN_PER_WORKER each), or less when every worker's pool at that size would pass what
 * PostgreSQL accepts (`max_connections` less the connections reserved for superusers and the spare ones).
 * On a big machine (16 cores: 16 pools of 20) the last connections would otherwise be refused at the busiest
 * minute. Answers the size and, when it was lowered, the sentence the log says why in.
 */
export function poolPerWorker(
  configured: number | undefined,
  workers: number,
  server: { maxConnections: number; reserved: number },
): { size: number; note?: string } {
  const wanted = configured ?? Math.max(POOL_MIN_PER_WORKER, Math.ceil(POOL_TOTAL / workers));
  const available = server.maxConnections - server.reserved - SPARE_CONNECTIONS;
  const fit = Math.max(1, Math.floor(available / workers) - OWN_CONNECTIONS);
  if (wanted <= fit) return { size: wanted };
  return {
    size: fit,
    note:
      `${configured === undefined ? `${wanted} connections (DB_POOL_SIZE unset)` : `DB_POOL_SIZE=${configured}`} for each of ${workers} worker processes would pass PostgreSQL's max_connections ` +
      `(${server.maxConnections}, ${server.reserved} reserved, ${SPARE_CONNECTIONS} kept spare, ${OWN_CONNECTIONS} more a worker): each worker keeps at most ${fit}.`,
  };
}
