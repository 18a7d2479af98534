/** GET /management/sections/{id}/practice-pack/ (issue 13 item 2): a section's practice pack as a PDF download. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { practicePack } from './practice-pack.service';

const r = routes.management;

export const practicePackRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.practicePack.path, { onRequest: requireStaff, schema: r.practicePack.schema }, async (req, reply) => {
    const { pdf, fileName } = await practicePack(ctx, staffOf(req), req.params.id, req.query, requestLanguage(req));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
