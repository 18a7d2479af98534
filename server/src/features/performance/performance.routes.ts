/** GET /management/sections/{id}/performance-monitoring/ (spec §7 'Performance, settings'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { sectionPerformance } from './performance.service';
import { sectionGroups } from './groups.service';

export const performanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(routes.management.performance.path, { onRequest: requireStaff, schema: routes.management.performance.schema }, async (req) =>
    sectionPerformance(ctx, staffOf(req), req.params.id),
  );
  app.get(routes.management.groups.path, { onRequest: requireStaff, schema: routes.management.groups.schema }, async (req) =>
    sectionGroups(ctx, staffOf(req), req.params.id, req.query.by),
  );
};
