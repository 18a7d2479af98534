/** Activities routes of spec §7 'Management: subjects, activities': list, detail, create, questions, delete, concepts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivitiesResponse,
  ActivityCreatedResponse,
  ActivityDeletedResponse,
  ActivityPublishedResponse,
  ActivityDetail,
  ConceptsResponse,
  CreateActivityBody,
  IdParams,
  QuestionBody,
  QuestionParams,
  QuestionsSavedResponse,
  SectionActivityParams,
  SubjectActivitiesParams,
  SubjectActivityParams,
  messageText,
  routes,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { presentCard, presentConcept, presentDetail, presentQuestion } from './activities.present';
import * as service from './activities.service';

const r = routes.management;

export const activitiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    r.activities.path,
    { onRequest: requireStaff, schema: { params: SubjectActivitiesParams, response: { 200: ActivitiesResponse } } },
    async (req) => (await service.listActivities(ctx, staffOf(req), req.params.sectionId, req.params.subjectId)).map(presentCard),
  );

  app.get(
    r.activity.path,
    { onRequest: requireStaff, schema: { params: SubjectActivityParams, response: { 200: ActivityDetail } } },
    async (req) => {
      const { card, questions } = await service.getActivity(
        ctx,
        staffOf(req),
        req.params.sectionId,
        req.params.subjectId,
        req.params.activityId,
      );
      return presentDetail(card, questions);
    },
  );

  app.post(
    r.createActivity.path,
    {
      onRequest: requireStaff,
      schema: { params: SubjectActivitiesParams, body: CreateActivityBody, response: { 201: ActivityCreatedResponse } },
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

  app.post(
    r.addQuestion.path,
    { onRequest: requireStaff, schema: { params: QuestionParams, body: QuestionBody, response: { 201: QuestionsSavedResponse } } },
    async (req, reply) => {
      const rows = await service.addQuestion(ctx, staffOf(req), req.params.activityId, req.body);
      reply.status(201);
      return { message: messageText('questionSaved', requestLanguage(req)), questions: rows.map(presentQuestion) };
    },
  );

  app.post(
    r.publishActivity.path,
    { onRequest: requireStaff, schema: { params: SectionActivityParams, response: { 200: ActivityPublishedResponse } } },
    async (req) => {
      const { card, assigned } = await service.publishActivity(ctx, staffOf(req), req.params.sectionId, req.params.activityId);
      return { message: messageText('activityPublished', requestLanguage(req)), assigned_count: assigned, activity: presentCard(card) };
    },
  );

  app.delete(
    r.deleteActivity.path,
    { onRequest: requireStaff, schema: { params: IdParams, response: { 200: ActivityDeletedResponse } } },
    async (req) => {
      await service.deleteActivity(ctx, staffOf(req), req.params.id);
      return { message: messageText('activityDeleted', requestLanguage(req)), id: req.params.id };
    },
  );

  app.get(r.concepts.path, { onRequest: requireStaff, schema: { response: { 200: ConceptsResponse } } }, async (req) =>
    (await service.listConcepts(ctx, staffOf(req))).map(presentConcept),
  );
};
