/** Class tablet routes (issue 13 item 4): turned on by the class's teacher; asked by the tablet. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { callerOf } from '../account/account.routes';
import { leaveClassTablet, playedToday, startClassTablet } from './class-tablet.service';

export const classTabletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const on = routes.management.classTablet;
  app.post(on.path, { onRequest: requireStaff, schema: on.schema }, async (req) =>
    startClassTablet(ctx, staffOf(req), req.params.id, req.body.pin),
  );

  // The tablet has no sign-in between children: its key names the class.
  app.post(routes.students.classTabletToday.path, { schema: routes.students.classTabletToday.schema }, async (req) =>
    playedToday(ctx, callerOf(req), req.body.key),
  );

  app.post(routes.students.leaveClassTablet.path, { schema: routes.students.leaveClassTablet.schema }, async (req) => {
    await leaveClassTablet(ctx, callerOf(req), req.body.key, req.body.pin);
    return { message: messageText('classTabletLeft', requestLanguage(req)) };
  });
};
