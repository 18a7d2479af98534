/** Student sign-in routes: the class's profiles (no authentication) and the password sign-in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { callerOf } from '../account/account.routes';
import { laterOf } from '../../plugins/after-reply';
import { listClassProfiles, studentLogin } from './student-sign-in.service';

export const studentSignInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(routes.students.byClassCode.path, { schema: routes.students.byClassCode.schema }, async (req) =>
    listClassProfiles(ctx, callerOf(req), req.params.classCode),
  );

  app.post(routes.students.login.path, { schema: routes.students.login.schema }, async (req) =>
    studentLogin(ctx, callerOf(req), req.body, laterOf(req)),
  );
};
