/**
 * How bench/answer-loop.bench.ts's own small servers (the bare insert route, the floor) run as child
 * processes: listen on PORT, tell the bench they are ready, close the server and the pool on SIGTERM.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export async function serveForBench(app: FastifyInstance, pool: pg.Pool): Promise<void> {
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}
