/** Dashboards of spec §7 'Management: dashboards, teachers': a section's teacher dashboard and the admin dashboard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireAdmin, requireStaff, staffOf } from '../../plugins/auth';
import { adminDashboard } from './admin-dashboard.service';
import { teacherDashboard } from './teacher-dashboard.service';

const r = routes.management;

export const dashboardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.dashboard.path, { onRequest: requireStaff, schema: r.dashboard.schema }, async (req) =>
    teacherDashboard(ctx, staffOf(req), req.params.sectionId),
  );

  app.get(r.adminDashboard.path, { onRequest: requireAdmin, schema: r.adminDashboard.schema }, async (req) =>
    adminDashboard(ctx, staffOf(req), req.query.organizational_id),
  );
};
