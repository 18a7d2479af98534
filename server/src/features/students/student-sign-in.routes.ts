/** Student sign-in routes: the class's profiles (no authentication) and the password sign-in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClassStudentsResponse, StudentLoginBody, StudentLoginResponse, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { callerOf } from '../account/account.routes';
import { laterOf } from '../../plugins/after-reply';
import { listClassProfiles, studentLogin } from './student-sign-in.service';

export const studentSignInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    routes.students.byClassCode.path,
    { schema: { params: z.object({ classCode: z.string().max(40) }), response: { 200: ClassStudentsResponse } } },
    async (req) => listClassProfiles(ctx, callerOf(req), req.params.classCode),
  );

  app.post(routes.students.login.path, { schema: { body: StudentLoginBody, response: { 200: StudentLoginResponse } } }, async (req) =>
    studentLogin(ctx, callerOf(req), req.body, laterOf(req)),
  );
};
