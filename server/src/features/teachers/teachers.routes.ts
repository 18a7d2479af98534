/** Teachers management routes of spec §7 'Management: dashboards, teachers' (admins only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { limits, messageText, routes, type MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import { assertOwnOrganization } from '../../lib/org-scope';
import { requireAdmin, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { readMultipart } from '../../plugins/multipart';
import { addTeacher, getTeacher, listTeachersFor, setTeacherActive, updateTeacher } from './teachers.service';
import { deleteTeacherPermanently } from './teachers-delete.service';

const r = routes.management;

export const teachersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const say = (req: FastifyRequest, key: MessageKey, name = '') => messageText(key, requestLanguage(req)).replace('{{name}}', name);

  app.get(r.teachers.path, { schema: r.teachers.schema }, async (req) => {
    const admin = staffOf(req);
    assertOwnOrganization(admin, req.query.organizational_id);
    return listTeachersFor(ctx, admin, req.query.is_active);
  });

  app.post(
    r.addTeacher.path,
    {
      preValidation: readMultipart({ fileBytes: limits.imageMaxBytes, tooLarge: 'imageTooLarge' }),
      schema: r.addTeacher.schema,
    },
    async (req, reply) => {
      const admin = staffOf(req);
      const b = req.body;
      assertOwnOrganization(admin, b.organizationalId);
      const user = await addTeacher(
        ctx,
        admin,
        { username: b.username, email: b.email, password: b.password, firstName: b.first_name, lastName: b.last_name },
        requestLanguage(req),
      );
      reply.status(201);
      return { message: say(req, 'teacherAdded'), teacher: await getTeacher(ctx, admin, user.id) };
    },
  );

  app.patch(r.updateTeacher.path, { schema: r.updateTeacher.schema }, async (req) => {
    const b = req.body;
    const teacher = await updateTeacher(ctx, staffOf(req), req.params.id, {
      username: b.username,
      email: b.email,
      password: b.password,
      firstName: b.first_name,
      lastName: b.last_name,
    });
    return { message: say(req, 'teacherUpdated'), teacher };
  });

  app.patch(r.deactivateTeacher.path, { schema: r.deactivateTeacher.schema }, async (req) => {
    const admin = staffOf(req);
    if (req.body.permanent) {
      const { name, sectionsMoved } = await deleteTeacherPermanently(ctx, admin, req.params.id, req.body.reassignTo);
      return { message: say(req, 'teacherDeleted', name), id: req.params.id, sections_moved: sectionsMoved };
    }
    const teacher = await setTeacherActive(ctx, admin, req.params.id, false);
    return { message: say(req, 'teacherDeactivated', teacher.name), teacher };
  });

  app.patch(r.restoreTeacher.path, { schema: r.restoreTeacher.schema }, async (req) => {
    const teacher = await setTeacherActive(ctx, staffOf(req), req.params.id, true);
    return { message: say(req, 'teacherRestored', teacher.name), teacher };
  });
};
