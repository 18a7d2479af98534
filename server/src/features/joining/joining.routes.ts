/** Joining a school (issue 20 item 3; not in the spec): invitations, the join code and join requests. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { messageText, routes, type MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireAdmin, requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { callerOf } from '../account/account.routes';
import { acceptInvite, inviteDetails, inviteTeacher, listInvites, revokeInvite } from './invites.service';
import {
  cancelMyJoinRequest,
  decideJoinRequest,
  getJoinCode,
  listJoinRequests,
  myJoinRequest,
  regenerateJoinCode,
  requestToJoin,
} from './join-requests.service';

const m = routes.management;
const a = routes.account;

export const joiningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const say = (req: FastifyRequest, key: MessageKey, fill: Record<string, string> = {}) =>
    Object.entries(fill).reduce((text, [k, v]) => text.replace(`{{${k}}}`, v), messageText(key, requestLanguage(req)));
  const admin = { onRequest: requireAdmin };
  // A teacher not yet in a school makes these calls (plugins/auth.ts staffOf).
  const outside = { onRequest: requireStaff, config: { outsideSchool: true } };

  // ---- public: the invitation link ----
  app.get(a.inviteDetails.path, { schema: a.inviteDetails.schema }, async (req) => inviteDetails(ctx, callerOf(req), req.query.token));

  app.post(a.acceptInvite.path, { schema: a.acceptInvite.schema }, async (req, reply) => {
    const b = req.body;
    const session = await acceptInvite(ctx, callerOf(req), {
      token: b.token,
      username: b.username,
      firstName: b.first_name,
      lastName: b.last_name,
      password: b.password,
    });
    reply.status(201);
    return { ...session, message: say(req, 'inviteAccepted') };
  });

  // ---- admins: invitations, join code, requests ----
  app.get(m.invites.path, { ...admin, schema: m.invites.schema }, async (req) => listInvites(ctx, staffOf(req)));

  app.post(m.inviteTeacher.path, { ...admin, schema: m.inviteTeacher.schema }, async (req, reply) => {
    const invite = await inviteTeacher(ctx, staffOf(req), req.body.email, requestLanguage(req));
    reply.status(201);
    return { message: say(req, 'inviteSent', { email: invite.email }), invite };
  });

  app.delete(m.revokeInvite.path, { ...admin, schema: m.revokeInvite.schema }, async (req) => {
    await revokeInvite(ctx, staffOf(req), req.params.id);
    return { message: say(req, 'inviteRevoked') };
  });

  app.get(m.joinCode.path, { ...admin, schema: m.joinCode.schema }, async (req) => ({
    join_code: await getJoinCode(ctx, staffOf(req)),
  }));

  app.post(m.regenerateJoinCode.path, { ...admin, schema: m.regenerateJoinCode.schema }, async (req) => ({
    join_code: await regenerateJoinCode(ctx, staffOf(req)),
    message: say(req, 'joinCodeRegenerated'),
  }));

  app.get(m.joinRequests.path, { ...admin, schema: m.joinRequests.schema }, async (req) => listJoinRequests(ctx, staffOf(req)));

  app.post(m.approveJoinRequest.path, { ...admin, schema: m.approveJoinRequest.schema }, async (req) => {
    const name = await decideJoinRequest(ctx, staffOf(req), req.params.id, true, requestLanguage(req));
    return { message: say(req, 'joinRequestApproved', { name }) };
  });

  app.post(m.refuseJoinRequest.path, { ...admin, schema: m.refuseJoinRequest.schema }, async (req) => {
    const name = await decideJoinRequest(ctx, staffOf(req), req.params.id, false, requestLanguage(req));
    return { message: say(req, 'joinRequestRefused', { name }) };
  });

  // ---- a teacher's own request ----
  app.get(m.myJoinRequest.path, { ...outside, schema: m.myJoinRequest.schema }, async (req) => myJoinRequest(ctx, staffOf(req)));

  app.post(m.requestToJoin.path, { ...outside, schema: m.requestToJoin.schema }, async (req, reply) => {
    const actor = staffOf(req);
    const school = await requestToJoin(ctx, actor, req.body.join_code, req.ip);
    reply.status(201);
    return { ...(await myJoinRequest(ctx, actor)), message: say(req, 'joinRequestSent', { school }) };
  });

  app.delete(m.cancelJoinRequest.path, { ...outside, schema: m.cancelJoinRequest.schema }, async (req) => {
    await cancelMyJoinRequest(ctx, staffOf(req));
    return { message: say(req, 'joinRequestCancelled') };
  });
};
