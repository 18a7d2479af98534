/** Parents' messages to teachers (issue 7): the caller's list and marking one read. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { listOwnMessages, markMessageRead } from './messages.service';

const r = routes.management;

export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireStaff);

  app.get(r.messages.path, { schema: r.messages.schema }, async (req) => listOwnMessages(ctx, staffOf(req), req.query));

  app.patch(r.markMessageRead.path, { schema: r.markMessageRead.schema }, async (req) => markMessageRead(ctx, staffOf(req), req.params.id));
};
