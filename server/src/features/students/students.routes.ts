/** Staff routes for students, spec §7 'Management: sections, students', plus the sign-in unlock. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { limits, messageText, routes, type MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireAdmin, requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { readMultipart } from '../../plugins/multipart';
import { presentStudent } from './students.present';
import { reassignStudents } from './reassign.service';
import * as students from './students.service';

const r = routes.management;
const form = readMultipart({ fileBytes: limits.imageMaxBytes, tooLarge: 'imageTooLarge' });

export const studentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const say = (req: FastifyRequest, key: MessageKey, name?: string) =>
    messageText(key, requestLanguage(req)).replace('{{name}}', name ?? '');
  const present = (row: Parameters<typeof presentStudent>[0]) => presentStudent(row, ctx.clock.now());

  app.get(r.unassignedStudents.path, { onRequest: requireStaff, schema: r.unassignedStudents.schema }, async (req) =>
    (await students.listUnassignedStudents(ctx, staffOf(req))).map(present),
  );

  app.patch(r.reassignStudents.path, { onRequest: requireStaff, schema: r.reassignStudents.schema }, async (req) => {
    const rows = await reassignStudents(ctx, staffOf(req), req.body.students);
    return { message: say(req, 'studentsReassigned'), students: rows.map(present) };
  });

  app.post(
    r.addStudent.path,
    {
      onRequest: requireStaff,
      preValidation: form,
      schema: r.addStudent.schema,
    },
    async (req, reply) => {
      const actor = staffOf(req);
      const student = await students.addStudent(ctx, actor, req.params.id, req.body);
      reply.status(201);
      return { message: say(req, 'studentAdded'), student: present(student) };
    },
  );

  app.get(r.student.path, { onRequest: requireStaff, schema: r.student.schema }, async (req) =>
    present(await students.viewSectionStudent(ctx, staffOf(req), req.params.sectionId, req.params.studentId)),
  );

  app.patch(
    r.updateStudent.path,
    {
      onRequest: requireStaff,
      preValidation: form,
      schema: r.updateStudent.schema,
    },
    async (req) => {
      const b = req.body;
      const row = await students.updateStudent(ctx, staffOf(req), req.params.sectionId, req.params.studentId, {
        name: b.name,
        parentGuardian: b.parent_guardian,
        contactNumber: b.contact_number,
        lrn: b.lrn,
        birthDate: b.birth_date,
        gender: b.gender,
        password: b.password,
        avatar: b.avatar,
      });
      return { message: say(req, 'studentUpdated'), student: present(row) };
    },
  );

  app.delete(r.deleteStudent.path, { onRequest: requireAdmin, schema: r.deleteStudent.schema }, async (req) => {
    await students.deleteStudent(ctx, staffOf(req), req.params.sectionId, req.params.studentId);
    return { message: say(req, 'studentDeleted') };
  });

  app.patch(r.unlockStudent.path, { onRequest: requireStaff, schema: r.unlockStudent.schema }, async (req) => {
    const row = await students.unlockStudent(ctx, staffOf(req), req.params.sectionId, req.params.studentId);
    return { message: say(req, 'studentUnlocked', row.student.name), student: present(row) };
  });
};
