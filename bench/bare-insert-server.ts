/**
 * The yardstick of bench/answer-loop.bench.ts: a bare Fastify 5 route doing one INSERT … RETURNING through
 * node-postgres (a pool of 10), on the same PostgreSQL as the product. Started as its own process.
 *   DATABASE_URL=... PORT=... node --import tsx bench/bare-insert-server.ts
 * BARE_TRIPS=3: the same insert in a transaction of three round trips (`begin`, the insert, `commit` on one
 * connection), so that the answer loop's bench can price a round trip to PostgreSQL (BENCH_TRIPS there).
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
const INSERT = 'insert into bench_bare_inserts (body) values ($1) returning id, created_at';
const trips = Number(process.env.BARE_TRIPS ?? 1);
app.post('/insert', async (req) => {
  const values = [JSON.stringify(req.body ?? {})];
  if (trips === 1) return (await pool.query(INSERT, values)).rows[0];
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(INSERT, values);
    await client.query('commit');
    return rows[0];
  } finally {
    client.release();
  }
});
await serveForBench(app, pool);
