/** A child's progress summary for staff, and rewards for staff and the child (spec §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireSignedIn, requireStaff } from '../../plugins/auth';
import { assertCanSeeStudent, studentProgress, studentRewards } from './student-progress.service';

export const studentProgressRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    routes.management.studentProgress.path,
    { onRequest: requireStaff, schema: routes.management.studentProgress.schema },
    async (req) => {
      await assertCanSeeStudent(ctx, req.actor, req.params.id);
      return studentProgress(ctx, req.params.id);
    },
  );

  // The same path serves the student app (own token) and the staff profile (spec §2 'Student profile').
  app.get(routes.students.rewards.path, { onRequest: requireSignedIn, schema: routes.students.rewards.schema }, async (req) => {
    await assertCanSeeStudent(ctx, req.actor, req.params.id);
    return studentRewards(ctx, req.params.id);
  });
};
