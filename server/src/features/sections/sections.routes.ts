/** Sections routes of spec §7 'Management: sections, students', and the class sign-in sheet. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits, messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { OptionalUpload, readMultipart } from '../../plugins/multipart';
import { listSectionStudents } from '../students/students.service';
import { presentStudent } from '../students/students.present';
import { deleteSection } from './section-delete.service';
import { addSection, getSection, listSectionsFor, signInSheet } from './sections.service';
import { presentSection } from './sections.present';

const r = routes.management;

export const sectionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireStaff);

  app.get(r.sections.path, { schema: r.sections.schema }, async (req) =>
    (await listSectionsFor(ctx, staffOf(req), req.query)).map(presentSection),
  );

  app.post(
    r.addSection.path,
    {
      preValidation: readMultipart({ fileBytes: limits.imageMaxBytes, tooLarge: 'imageTooLarge' }),
      schema: { ...r.addSection.schema, body: r.addSection.schema.body.extend({ cover_photo: OptionalUpload }) },
    },
    async (req, reply) => {
      const { cover_photo, ...body } = req.body;
      const row = await addSection(ctx, staffOf(req), body, cover_photo);
      reply.status(201);
      return { message: messageText('sectionCreated', requestLanguage(req)), section: presentSection(row) };
    },
  );

  app.get(r.section.path, { schema: r.section.schema }, async (req) => presentSection(await getSection(ctx, staffOf(req), req.params.id)));

  app.get(r.sectionStudents.path, { schema: r.sectionStudents.schema }, async (req) => {
    const now = ctx.clock.now();
    return (await listSectionStudents(ctx, staffOf(req), req.params.id)).map((row) => presentStudent(row, now));
  });

  app.delete(r.deleteSection.path, { schema: r.deleteSection.schema }, async (req) => {
    const { moved } = await deleteSection(ctx, staffOf(req), req.params.id, req.body);
    const key = moved > 0 ? 'sectionDeletedReassigned' : 'sectionDeleted';
    return { message: messageText(key, requestLanguage(req)), id: req.params.id, students_moved: moved };
  });

  const sendSheet = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);

  app.get(r.signInSheet.path, { schema: r.signInSheet.schema }, async (req, reply) =>
    sendSheet(reply, await signInSheet(ctx, staffOf(req), req.params.id)),
  );

  // Right after a class list import (issue 12): the starting passwords the import answered, on the cards.
  app.post(r.signInSheetWithPasswords.path, { schema: r.signInSheetWithPasswords.schema }, async (req, reply) => {
    const passwords = new Map(req.body.passwords.map((p) => [p.student_id, p.password]));
    return sendSheet(reply, await signInSheet(ctx, staffOf(req), req.params.id, passwords));
  });
};
