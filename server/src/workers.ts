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
 * Each worker's pool size: DB_POOL_SIZE, or less when every worker's pool at that size would pass what
 * PostgreSQL accepts (`max_connections` less the connections reserved for superusers and the spare ones).
 * On a big machine (16 cores: 16 pools of 20) the last connections would otherwise be refused at the busiest
 * minute. Answers the size and, when it was lowered, the sentence the log says why in.
 */
export function poolPerWorker(
  configured: number,
  workers: number,
  server: { maxConnections: number; reserved: number },
): { size: number; note?: string } {
  const available = server.maxConnections - server.reserved - SPARE_CONNECTIONS;
  const fit = Math.max(1, Math.floor(available / workers));
  if (configured <= fit) return { size: configured };
  return {
    size: fit,
    note:
      `DB_POOL_SIZE=${configured} for each of ${workers} worker processes would pass PostgreSQL's max_connections ` +
      `(${server.maxConnections}, ${server.reserved} reserved, ${SPARE_CONNECTIONS} kept spare): each worker keeps at most ${fit}.`,
  };
}
