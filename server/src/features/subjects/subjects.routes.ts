/** Subjects routes of spec §7 'Management: subjects, activities'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { presentSubject } from './subjects.present';
import * as service from './subjects.service';

const r = routes.management;

export const subjectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.sectionSubjects.path, { onRequest: requireStaff, schema: r.sectionSubjects.schema }, async (req) =>
    (await service.listSubjects(ctx, staffOf(req), req.params.id)).map(presentSubject),
  );

  app.post(r.addSubject.path, { onRequest: requireStaff, schema: r.addSubject.schema }, async (req, reply) => {
    const row = await service.addSubject(ctx, staffOf(req), {
      name: req.body.name,
      coverImage: req.body.cover_image,
      sectionId: req.body.section,
    });
    reply.status(201);
    return { message: messageText('subjectAdded', requestLanguage(req)), subject: presentSubject(row) };
  });

  app.patch(r.deleteSubject.path, { onRequest: requireStaff, schema: r.deleteSubject.schema }, async (req) => {
    await service.deleteSubject(ctx, staffOf(req), req.params.id);
    return { message: messageText('subjectDeleted', requestLanguage(req)), id: req.params.id };
  });
};
