/** The play calls of spec §7 'Student side': a student reaches only their own play (401/403 otherwise). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireSelfStudent, studentOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { flushItemStats } from './play.item-stats';
import { nextQuestion, resetSession } from './play.session';
import { submitAnswer } from './play.submit';

export const playRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // reset-session is fire-and-forget with no payload: an empty JSON body is accepted here (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  // The questions' statistics gathered since the last flush are written when the server closes (a drain, a test's end).
  app.addHook('onClose', () => flushItemStats(ctx.db));

  // Auth before validation, so a stranger gets 401/403 rather than a hint about valid input.
  const self = { preValidation: requireSelfStudent('studentId') };
  // The answer loop reads the child in its own first round trip (play.tx.ts), not in the auth hook. Its
  // answers are built to the contract's types by play.present.ts and play.serve.ts and written as they are,
  // not parsed again by the response's zod schema (about 5 % of a worker's busy time in the loop's profile,
  // docs/benchmarks.md session 19); every play test checks each answer against the schema (play.test-world.ts).
  const loop = { ...self, config: { studentReadInCall: true }, serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

  app.get(routes.play.nextQuestion.path, { ...loop, schema: routes.play.nextQuestion.schema }, async (req) =>
    nextQuestion(ctx, studentOf(req), req.params.activityId, req.query),
  );

  app.post(routes.play.submitAnswer.path, { ...loop, schema: routes.play.submitAnswer.schema }, async (req) =>
    submitAnswer(ctx, studentOf(req), req.params.activityId, req.params.questionId, req.body),
  );

  app.post(routes.play.resetSession.path, { ...self, schema: routes.play.resetSession.schema }, async (req) =>
    resetSession(ctx, studentOf(req), req.params.activityId, requestLanguage(req)),
  );
};
