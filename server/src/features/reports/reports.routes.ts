/** The PDF report downloads of spec §7: teacher-activity (admins) and student-performance (a section's staff). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireAdmin, requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { studentPerformanceReport, teacherActivityReport, type PdfFile } from './reports.service';

const r = routes.management;

/** Sends a PDF as a download with the spec's file name. */
function sendPdf(reply: FastifyReply, { pdf, fileName }: PdfFile) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.adminDownloadReport.path, { onRequest: requireAdmin, schema: r.adminDownloadReport.schema }, async (req, reply) =>
    sendPdf(reply, await teacherActivityReport(ctx, staffOf(req), req.query, requestLanguage(req))),
  );

  app.get(r.performanceReport.path, { onRequest: requireStaff, schema: r.performanceReport.schema }, async (req, reply) =>
    sendPdf(reply, await studentPerformanceReport(ctx, staffOf(req), req.query, requestLanguage(req))),
  );
};
