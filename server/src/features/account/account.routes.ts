/** Account routes of spec §7 'Account'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { messageText, routes, type MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../plugins/errors';
import { hit, LIMITS } from '../../plugins/rate-limit';
import { laterOf } from '../../plugins/after-reply';
import * as account from './account.service';
import { endSession, rotateRefreshToken } from './sessions.service';
import { currentUser } from './me.service';
import { confirmEmailChange, revertEmailChange } from './email-change.service';

const r = routes.account;

export function callerOf(req: FastifyRequest): account.Caller {
  return { lang: requestLanguage(req), ip: req.ip, device: req.headers['user-agent'] };
}

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const say = (req: FastifyRequest, key: MessageKey) => ({ message: messageText(key, requestLanguage(req)) });

  app.post(r.register.path, { schema: r.register.schema }, async (req, reply) => {
    reply.status(201);
    return say(req, await account.register(ctx, callerOf(req), req.body));
  });

  app.post(r.resendVerification.path, { schema: r.resendVerification.schema }, async (req) =>
    say(req, await account.resendVerification(ctx, callerOf(req), req.body.email, laterOf(req))),
  );

  app.post(r.verifyEmail.path, { schema: r.verifyEmail.schema }, async (req) =>
    say(req, await account.verifyEmail(ctx, callerOf(req), req.body.email, req.body.token)),
  );

  app.post(r.confirmEmailChange.path, { schema: r.confirmEmailChange.schema }, async (req) =>
    say(req, await confirmEmailChange(ctx, callerOf(req), req.body.token)),
  );

  app.post(r.revertEmailChange.path, { schema: r.revertEmailChange.schema }, async (req) =>
    say(req, await revertEmailChange(ctx, callerOf(req), req.body.token)),
  );

  app.post(r.teacherLogin.path, { schema: r.teacherLogin.schema }, async (req) => {
    const result = await account.teacherLogin(ctx, callerOf(req), req.body.email, req.body.password);
    return { ...result, ...say(req, 'loginSuccess') };
  });

  app.post(r.requestOtp.path, { schema: r.requestOtp.schema }, async (req) =>
    say(req, await account.requestOtp(ctx, callerOf(req), req.body.email, laterOf(req))),
  );

  app.post(r.adminLogin.path, { schema: r.adminLogin.schema }, async (req) => {
    const result = await account.adminLogin(ctx, callerOf(req), req.body.email, req.body.password, req.body.otp);
    return { ...result, ...say(req, 'loginSuccess') };
  });

  app.post(r.forgotPassword.path, { schema: r.forgotPassword.schema }, async (req) =>
    say(req, await account.forgotPassword(ctx, callerOf(req), req.body.email, laterOf(req))),
  );

  app.post(r.resetPassword.path, { schema: r.resetPassword.schema }, async (req) =>
    say(req, await account.resetPassword(ctx, callerOf(req), req.body.email, req.body.token, req.body.password)),
  );

  app.post(r.refresh.path, { schema: r.refresh.schema }, async (req) => {
    await hit(ctx, LIMITS.refreshPerAddress(req.ip));
    return rotateRefreshToken(ctx, req.body.refresh);
  });

  app.post(r.logout.path, { schema: r.logout.schema }, async (req) => {
    await endSession(ctx, req.body.refresh);
    return say(req, 'loggedOut');
  });

  app.get(r.me.path, { schema: r.me.schema }, async (req) => currentUser(ctx, req));
};
