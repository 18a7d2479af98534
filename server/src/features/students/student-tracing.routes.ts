/** A child's tracing tries with how each was written, for the staff profile (issue 13 item 6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { assertCanSeeStudent } from './student-progress.service';
import { tracingTries } from './student-tries.service';

export const studentTracingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = routes.management.tracingTries;
  app.get(route.path, { onRequest: requireStaff, schema: route.schema }, async (req) => {
    await assertCanSeeStudent(ctx, req.actor, req.params.id);
    return tracingTries(ctx, req.params.id);
  });
};
