/** Activities routes of spec §7 'Management: subjects, activities': list, detail, create, questions, delete, concepts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { presentCard, presentConcept, presentDetail, presentQuestion } from './activities.present';
import * as service from './activities.service';

const r = routes.management;

export const activitiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.activities.path, { onRequest: requireStaff, schema: r.activities.schema }, async (req) =>
    (await service.listActivities(ctx, staffOf(req), req.params.sectionId, req.params.subjectId)).map(presentCard),
  );

  app.get(r.activity.path, { onRequest: requireStaff, schema: r.activity.schema }, async (req) => {
    const { card, questions } = await service.getActivity(
      ctx,
      staffOf(req),
      req.params.sectionId,
      req.params.subjectId,
      req.params.activityId,
    );
    return presentDetail(card, questions);
  });

  app.post(
    r.createActivity.path,
    {
      onRequest: requireStaff,
      schema: r.createActivity.schema,
    },
    async (req, reply) => {
      const made = await service.createActivity(ctx, staffOf(req), req.params.sectionId, req.params.subjectId, req.body);
      reply.status(201);
      return {
        message: messageText('activityCreated', requestLanguage(req)),
        activity: presentDetail(made.card, made.questions),
        assigned_count: made.assigned,
      };
    },
  );

  app.post(r.addQuestion.path, { onRequest: requireStaff, schema: r.addQuestion.schema }, async (req, reply) => {
    const rows = await service.addQuestion(ctx, staffOf(req), req.params.activityId, req.body);
    reply.status(201);
    return { message: messageText('questionSaved', requestLanguage(req)), questions: rows.map(presentQuestion) };
  });

  app.post(r.publishActivity.path, { onRequest: requireStaff, schema: r.publishActivity.schema }, async (req) => {
    const { card, assigned } = await service.publishActivity(ctx, staffOf(req), req.params.sectionId, req.params.activityId);
    return { message: messageText('activityPublished', requestLanguage(req)), assigned_count: assigned, activity: presentCard(card) };
  });

  app.delete(r.deleteActivity.path, { onRequest: requireStaff, schema: r.deleteActivity.schema }, async (req) => {
    await service.deleteActivity(ctx, staffOf(req), req.params.id);
    return { message: messageText('activityDeleted', requestLanguage(req)), id: req.params.id };
  });

  app.get(r.concepts.path, { onRequest: requireStaff, schema: r.concepts.schema }, async (req) =>
    (await service.listConcepts(ctx, staffOf(req))).map(presentConcept),
  );
};
