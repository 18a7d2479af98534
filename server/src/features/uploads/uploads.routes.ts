/** Upload routes of spec §7: POST /management/upload/, PATCH .../upload-pdf/ and .../remove-pdf/. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits, messageText, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/errors';
import { OptionalUpload, readMultipart } from '../../plugins/multipart';
import { presentCard } from '../activities/activities.present';
import { activityDetail } from '../activities/activities.service';
import * as service from './uploads.service';
import { signedFileLink } from '../../lib/file-links';

const r = routes.management;

export const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    r.upload.path,
    {
      onRequest: requireStaff,
      preValidation: readMultipart({ fileBytes: Math.max(limits.imageMaxBytes, limits.audioMaxBytes), tooLarge: 'uploadTooLarge' }),
      // The file is a multipart part (plugins/multipart.ts): the body schema is the server's own.
      schema: { ...r.upload.schema, body: z.object({ file: OptionalUpload }).nullish() },
    },
    async (req, reply) => {
      const stored = await service.storeMedia(ctx, staffOf(req), req.body?.file);
      reply.status(201);
      return {
        file_key: `files/${stored.key}`,
        url: signedFileLink(stored.key),
        kind: stored.kind,
        content_type: stored.contentType,
        size: stored.size,
      };
    },
  );

  const pdfAnswer = async (activityId: number, key: 'pdfUploaded' | 'pdfRemoved', lang: 'en' | 'tl') => {
    const card = presentCard((await activityDetail(ctx.db, activityId)).card);
    return { message: messageText(key, lang), printable_pdf: card.printable_pdf };
  };

  app.patch(
    r.uploadPdf.path,
    {
      onRequest: requireStaff,
      preValidation: readMultipart({ fileBytes: limits.pdfMaxBytes, tooLarge: 'pdfTooLarge' }),
      schema: { ...r.uploadPdf.schema, body: z.object({ printable_pdf: OptionalUpload }).nullish() },
    },
    async (req) => {
      await service.attachPdf(ctx, staffOf(req), req.params.sectionId, req.params.activityId, req.body?.printable_pdf);
      return pdfAnswer(req.params.activityId, 'pdfUploaded', requestLanguage(req));
    },
  );

  app.patch(r.removePdf.path, { onRequest: requireStaff, schema: r.removePdf.schema }, async (req) => {
    await service.removePdf(ctx, staffOf(req), req.params.sectionId, req.params.activityId);
    return pdfAnswer(req.params.activityId, 'pdfRemoved', requestLanguage(req));
  });
};
