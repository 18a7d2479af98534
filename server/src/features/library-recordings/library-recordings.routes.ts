/** "Record the library" (issue 15 item 4): list, record (multipart `file`) and remove the school's recordings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits, routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff, staffOf } from '../../plugins/auth';
import { OptionalUpload, readMultipart } from '../../plugins/multipart';
import * as service from './library-recordings.service';

const r = routes.management;

export const libraryRecordingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(r.libraryRecordings.path, { onRequest: requireStaff, schema: r.libraryRecordings.schema }, async (req) =>
    service.listLibraryRecordings(ctx, staffOf(req)),
  );

  app.put(
    r.recordLibraryClip.path,
    {
      onRequest: requireStaff,
      preValidation: readMultipart({ fileBytes: limits.libraryRecordingMaxBytes, tooLarge: 'libraryRecordingTooLarge' }),
      // The file is a multipart part (plugins/multipart.ts): the body schema is the server's own.
      schema: { ...r.recordLibraryClip.schema, body: z.object({ file: OptionalUpload }).nullish() },
    },
    async (req) => service.recordLibraryClip(ctx, staffOf(req), req.params.clipId, req.body?.file),
  );

  app.delete(r.removeLibraryRecording.path, { onRequest: requireStaff, schema: r.removeLibraryRecording.schema }, async (req, reply) => {
    await service.removeLibraryRecording(ctx, staffOf(req), req.params.clipId);
    return reply.status(204).send();
  });
};
