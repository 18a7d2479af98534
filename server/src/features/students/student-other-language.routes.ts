/** How often a child used the other language during play, for the staff profile (issue 13 item 3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { assertCanSeeStudent } from './student-progress.service';
import { otherLanguageUse } from './student-tries.service';

export const studentOtherLanguageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = routes.management.otherLanguage;
  app.get(route.path, { onRequest: requireStaff, schema: route.schema }, async (req) => {
    await assertCanSeeStudent(ctx, req.actor, req.params.id);
    return otherLanguageUse(ctx, req.params.id);
  });
};
