/**
 * Idempotent creation (issue 17 item 7). A create call (contract `idempotentRoutes`) may carry an
 * `Idempotency-Key` header. The first call with a key claims it in one statement; a repeat from the same
 * person — even one arriving while the first still runs — waits for the first to finish and answers its
 * stored status and body, creating nothing. A first call that fails gives the key back, so a retry can
 * succeed. Keys are kept 24 hours (swept with the rate limits).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { idempotentRoutes } from '@aralin/contract';
import type { AppContext } from '../context';
import { badRequest, conflict } from '../lib/app-error';

const KEY = /^[A-Za-z0-9_.:-]{1,200}$/;
/** How often a repeat looks whether the first call has finished, and how long it waits at most. */
const POLL_MS = 25;
const MAX_WAIT_MS = 20_000;
/** A claim older than this with no answer belongs to a process that died: the next call takes it over. */
const ABANDONED_SECONDS = 120;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { owner: string; key: string } | null;
  }
}

export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  const creating = new Set(idempotentRoutes.map((r) => `${r.method} ${r.path}`));
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const raw = req.headers['idempotency-key'];
    if (raw === undefined || !creating.has(`${req.method} ${req.routeOptions.url}`)) return;
    // Without a signed-in caller the route itself answers 401: nothing to remember.
    if (!req.actor) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY.test(key)) throw badRequest('idempotencyKeyInvalid');
    const owner = `${req.actor.kind}:${req.actor.id}`;
    const target = `${req.method} ${req.routeOptions.url} ${JSON.stringify(req.params ?? {})}`.slice(0, 400);
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const { rows: claimed } = await ctx.db.execute(sql`
        insert into idempotency_keys (owner, key, target) values (${owner}, ${key}, ${target})
        on conflict (owner, key) do nothing returning owner`);
      if (claimed.length > 0) {
        req.idempotency = { owner, key };
        return;
      }
      const { rows } = await ctx.db.execute<{ target: string; status: number | null; body: string | null; abandoned: boolean }>(sql`
        select target, status, body, created_at < now() - make_interval(secs => ${ABANDONED_SECONDS}) as abandoned
        from idempotency_keys where owner = ${owner} and key = ${key}`);
      const first = rows[0];
      if (!first) continue; // the first call failed and gave the key back: claim it again
      if (first.target !== target) throw conflict('idempotencyKeyReused');
      if (first.status !== null) {
        reply.code(first.status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true');
        reply.send(first.body ?? '');
        return reply;
      }
      if (first.abandoned) {
        await ctx.db.execute(sql`
          delete from idempotency_keys where owner = ${owner} and key = ${key} and status is null
            and created_at < now() - make_interval(secs => ${ABANDONED_SECONDS})`);
        continue;
      }
      if (Date.now() > deadline) throw conflict('requestInProgress');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });

  // Registered before compression, so the answer is still the JSON text here.
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    req.idempotency = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await ctx.db.execute(sql`
        update idempotency_keys set status = ${reply.statusCode}, body = ${payload}
        where owner = ${claim.owner} and key = ${claim.key}`);
    } else {
      await ctx.db.execute(sql`delete from idempotency_keys where owner = ${claim.owner} and key = ${claim.key}`);
    }
    return payload;
  });
}
