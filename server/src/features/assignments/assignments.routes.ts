/** Assignment routes of spec §7: the prebuilt library, an activity's assignments and Student Progress, assign, unassign. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { presentAssignment, presentPrebuilt, presentProgressRow } from './assignments.present';
import * as service from './assignments.service';

const r = routes.management;

export const assignmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    r.prebuilt.path,
    {
      onRequest: requireStaff,
      schema: r.prebuilt.schema,
    },
    async (req) =>
      (await service.listPrebuilt(ctx, staffOf(req), req.params.sectionId, req.params.subjectId)).map((p) =>
        presentPrebuilt(p.card, p.assigned, p.total, p.levels),
      ),
  );

  app.get(r.activityStudents.path, { onRequest: requireStaff, schema: r.activityStudents.schema }, async (req) =>
    (await service.listAssignments(ctx, staffOf(req), req.params.sectionId, req.params.activityId, req.params.subjectId)).map(
      presentProgressRow,
    ),
  );

  app.get(r.assignments.path, { onRequest: requireStaff, schema: r.assignments.schema }, async (req) =>
    (await service.listAssignments(ctx, staffOf(req), req.params.sectionId, req.params.activityId)).map(presentAssignment),
  );

  app.post(
    r.assign.path,
    {
      onRequest: requireStaff,
      schema: r.assign.schema,
    },
    async (req) => {
      const subjectId = req.body.subject_id ?? req.query.subject_id;
      const done = await service.assign(ctx, staffOf(req), req.params.sectionId, req.params.activityId, req.body.student_ids, subjectId);
      return {
        message: messageText('activityAssigned', requestLanguage(req)),
        changed: done.changed,
        assignments: done.rows.map(presentAssignment),
      };
    },
  );

  app.post(r.unassign.path, { onRequest: requireStaff, schema: r.unassign.schema }, async (req) => {
    const done = await service.unassign(ctx, staffOf(req), req.params.sectionId, req.params.activityId, req.body.student_ids);
    return {
      message: messageText('activityUnassigned', requestLanguage(req)),
      changed: done.changed,
      assignments: done.rows.map(presentAssignment),
    };
  });
};
