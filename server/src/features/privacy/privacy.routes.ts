/** A child's data rights and the audit log (issue 18): admins read, export and erase; teachers may ask. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireAdmin, requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import * as privacy from './privacy.service';

const r = routes.management;

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.auditLog.path, { onRequest: requireAdmin, schema: r.auditLog.schema }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return privacy.readAuditLog(ctx, staffOf(req), req.query, privacy.AUDIT_SCREEN_LIMIT);
  });

  app.get(r.auditLogCsv.path, { onRequest: requireAdmin, schema: r.auditLogCsv.schema }, async (req, reply) => {
    const csv = await privacy.auditLogCsv(ctx, staffOf(req), req.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });

  app.get(r.exportStudent.path, { onRequest: requireAdmin, schema: r.exportStudent.schema }, async (req, reply) => {
    const record = await privacy.exportChild(ctx, staffOf(req), req.params.id);
    reply.header('Content-Disposition', `attachment; filename="child-${req.params.id}.json"`).header('Cache-Control', 'private, no-store');
    return record;
  });

  app.get(r.exportStudentPdf.path, { onRequest: requireAdmin, schema: r.exportStudentPdf.schema }, async (req, reply) => {
    const { pdf, fileName } = await privacy.exportChildPdf(ctx, staffOf(req), req.params.id, requestLanguage(req));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.post(r.eraseStudent.path, { onRequest: requireAdmin, schema: r.eraseStudent.schema }, async (req) => {
    await privacy.eraseChild(ctx, staffOf(req), req.params.id);
    return { message: messageText('studentErased', requestLanguage(req)) };
  });

  app.post(r.requestErasure.path, { onRequest: requireStaff, schema: r.requestErasure.schema }, async (req) => {
    await privacy.requestErasure(ctx, staffOf(req), req.params.id);
    return { message: messageText('erasureRequested', requestLanguage(req)) };
  });
};
