/**
 * GET /files/{key}: a stored file. Keys are unguessable (192 random bits) and handed out only in answers
 * to people allowed to see the file, so the key itself is the permission: an <img> tag can show an
 * avatar without a bearer token (docs/staff-workspace.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { fileStore } from '../../lib/file-store';

const INLINE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/mp4',
]);

export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(routes.files.get.path, { schema: { params: z.object({ key: z.string().max(100) }) } }, async (req, reply) => {
    const found = await fileStore(ctx).get(req.params.key);
    if (!found) throw notFound();
    const { meta, stream } = found;
    const type = INLINE.has(meta.contentType) ? meta.contentType : 'application/octet-stream';
    const name = encodeURIComponent(meta.originalName || meta.key);
    return reply
      .header('Content-Type', type)
      .header('Content-Length', String(meta.sizeBytes))
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `${INLINE.has(type) ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
      .send(stream);
  });
};
