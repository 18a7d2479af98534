/** The student's own calls of spec §7 'Student side': a student token reaches only its own id (403 otherwise, staff too). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireSelfStudent, studentOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { studentProgress } from '../students/student-progress.service';
import { contactTeacher, listStudentActivities, listStudentSubjects } from './student-app.service';
import { studentWeek } from './student-week.service';

export const studentAppRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const self = { preValidation: requireSelfStudent('id') };

  app.get(routes.students.subjects.path, { ...self, schema: routes.students.subjects.schema }, async (req) =>
    listStudentSubjects(ctx, studentOf(req)),
  );

  // The same summary as the staff profile's (one shared function, students/student-progress.service.ts).
  app.get(routes.students.progress.path, { ...self, schema: routes.students.progress.schema }, async (req) =>
    studentProgress(ctx, studentOf(req).id),
  );

  // The child's week in pictures for the parent area (issue 13 item 5).
  app.get(routes.students.week.path, { ...self, schema: routes.students.week.schema }, async (req) => studentWeek(ctx, studentOf(req)));

  app.get(
    routes.students.subjectActivities.path,
    {
      preValidation: requireSelfStudent('userId'),
      schema: routes.students.subjectActivities.schema,
    },
    async (req) => listStudentActivities(ctx, studentOf(req), req.params.subjectId),
  );

  app.post(routes.students.contactTeacher.path, { ...self, schema: routes.students.contactTeacher.schema }, async (req) =>
    contactTeacher(ctx, studentOf(req), { note: req.body?.message, reason: req.body?.reason }, req.body?.language ?? requestLanguage(req)),
  );
};
