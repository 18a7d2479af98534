/** Settings routes of spec §7 'Performance, settings'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits, messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { OptionalUpload, readMultipart } from '../../plugins/multipart';
import { editProfile, getSettings, listSignInSessions, signOutEverywhere } from './settings.service';
import { getSchool, updateSchool } from './school.service';

const r = routes.management;

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireStaff);

  // One's own profile and sessions: also for a teacher not yet in a school (issue 20 item 3).
  const own = { outsideSchool: true };

  app.get(r.settings.path, { config: own, schema: r.settings.schema }, async (req) => getSettings(ctx, staffOf(req)));

  app.patch(
    r.editProfile.path,
    {
      config: own,
      preValidation: readMultipart({ fileBytes: limits.imageMaxBytes, tooLarge: 'imageTooLarge' }),
      schema: { ...r.editProfile.schema, body: r.editProfile.schema.body.safeExtend({ avatar: OptionalUpload }) },
    },
    async (req) => {
      const b = req.body;
      const lang = requestLanguage(req);
      const { user, emailPending } = await editProfile(
        ctx,
        staffOf(req),
        { username: b.username, email: b.email, currentPassword: b.current_password, password: b.password, avatar: b.avatar },
        lang,
      );
      return { message: messageText(emailPending ? 'profileUpdatedConfirmEmail' : 'profileUpdated', lang), user };
    },
  );

  app.get(r.school.path, { schema: r.school.schema }, async (req) => getSchool(ctx, staffOf(req)));

  app.patch(r.updateSchool.path, { schema: r.updateSchool.schema }, async (req) => {
    const school = await updateSchool(ctx, staffOf(req), {
      depedSchoolId: req.body.deped_school_id,
      timezone: req.body.timezone,
      retentionYears: req.body.retention_years,
    });
    return { message: messageText('schoolUpdated', requestLanguage(req)), school };
  });

  app.get(r.signInSessions.path, { config: own, schema: r.signInSessions.schema }, async (req) => listSignInSessions(ctx, staffOf(req)));

  app.post(r.signOutEverywhere.path, { config: own, schema: r.signOutEverywhere.schema }, async (req) => {
    await signOutEverywhere(ctx, staffOf(req));
    return { message: messageText('signedOutEverywhere', requestLanguage(req)) };
  });
};
