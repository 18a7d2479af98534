/**
 * Issue 12's teacher tools (not in the spec): edit an activity, list, edit, delete and reorder its
 * questions, copy it into another subject, and preview it as a child with nothing recorded.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { presentAuthoringQuestion, presentDetail } from './activities.present';
import { duplicateActivity, updateActivity } from './activity-edit.service';
import { checkPreviewAnswer, previewActivity } from './preview.service';
import * as questions from './questions.service';

const r = routes.management;

export const activityEditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.patch(r.updateActivity.path, { onRequest: requireStaff, schema: r.updateActivity.schema }, async (req) => {
    const { card, questions: rows } = await updateActivity(ctx, staffOf(req), req.params.id, req.body);
    return { message: messageText('activityUpdated', requestLanguage(req)), activity: presentDetail(card, rows) };
  });

  app.get(r.activityQuestions.path, { onRequest: requireStaff, schema: r.activityQuestions.schema }, async (req) =>
    (await questions.listActivityQuestions(ctx, staffOf(req), req.params.id)).map((c) =>
      presentAuthoringQuestion(c.question, c.answerCount),
    ),
  );

  app.patch(
    r.reorderQuestions.path,
    {
      onRequest: requireStaff,
      schema: r.reorderQuestions.schema,
    },
    async (req) => {
      const rows = await questions.reorderQuestions(ctx, staffOf(req), req.params.id, req.body.question_ids);
      return {
        message: messageText('questionsReordered', requestLanguage(req)),
        questions: rows.map((c) => presentAuthoringQuestion(c.question, c.answerCount)),
      };
    },
  );

  app.patch(r.updateQuestion.path, { onRequest: requireStaff, schema: r.updateQuestion.schema }, async (req) => {
    const saved = await questions.updateQuestion(ctx, staffOf(req), req.params.id, req.body);
    return {
      message: messageText('questionUpdated', requestLanguage(req)),
      question: presentAuthoringQuestion(saved.question, saved.answerCount),
      versioned: saved.versioned,
    };
  });

  app.delete(r.deleteQuestion.path, { onRequest: requireStaff, schema: r.deleteQuestion.schema }, async (req) => {
    await questions.deleteQuestion(ctx, staffOf(req), req.params.id);
    return { message: messageText('questionDeleted', requestLanguage(req)), id: req.params.id };
  });

  app.post(
    r.duplicateActivity.path,
    {
      onRequest: requireStaff,
      schema: r.duplicateActivity.schema,
    },
    async (req, reply) => {
      const made = await duplicateActivity(ctx, staffOf(req), req.params.id, {
        sectionId: req.body.section_id,
        subjectId: req.body.subject_id,
      });
      reply.status(201);
      return {
        message: messageText('activityDuplicated', requestLanguage(req)),
        activity: presentDetail(made.card, made.questions),
        section_id: made.sectionId,
        subject_id: made.subjectId,
        assigned_count: made.assigned,
      };
    },
  );

  app.get(r.previewActivity.path, { onRequest: requireStaff, schema: r.previewActivity.schema }, async (req) =>
    previewActivity(ctx, staffOf(req), req.params.id, req.query.language),
  );

  app.post(r.previewCheck.path, { onRequest: requireStaff, schema: r.previewCheck.schema }, async (req) =>
    checkPreviewAnswer(ctx, staffOf(req), req.params.id, req.body),
  );
};
