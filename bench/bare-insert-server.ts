/**
 * The yardstick of bench/answer-loop.bench.ts: a bare Fastify 5 route doing one INSERT … RETURNING through
 * node-postgres (a pool of 10), on the same PostgreSQL as the product. Started as its own process.
 *   DATABASE_URL=... PORT=... node --import tsx bench/bare-insert-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';
import { serveForBench } from './child-server';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
await pool.query(
  'create table if not exists bench_bare_inserts (id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())',
);
const app = Fastify({ logger: false });
app.post('/insert', async (req) => {
  const { rows } = await pool.query('insert into bench_bare_inserts (body) values ($1) returning id, created_at', [
    JSON.stringify(req.body ?? {}),
  ]);
  return rows[0];
});
await serveForBench(app, pool);
