/**
 * Work done after the answer is sent (issue 17 item 3): a sign-in code or reset link is looked up, stored
 * and mailed only once the reply has gone, so the answer takes as long for an address without an account
 * as for one with. Jobs run in this process; closing the app waits for the ones still running, so every
 * mail is delivered.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** Queues a job for after this request's answer. */
export type Later = (job: () => Promise<void>) => void;

declare module 'fastify' {
  interface FastifyRequest {
    afterReply: (() => Promise<void>)[] | null;
  }
}

/** The queue of a request, for a service to put its work after the answer. */
export function laterOf(req: FastifyRequest): Later {
  return (job) => {
    req.afterReply ??= [];
    req.afterReply.push(job);
  };
}

export function registerAfterReply(app: FastifyInstance, ctx: AppContext) {
  const running = new Set<Promise<void>>();
  app.decorateRequest('afterReply', null);
  app.addHook('onResponse', async (req) => {
    for (const job of req.afterReply ?? []) {
      const run: Promise<void> = job()
        .catch((err: unknown) => ctx.log.error({ err, reqId: req.id }, 'work after the answer failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
}
