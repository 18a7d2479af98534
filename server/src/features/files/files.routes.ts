/**
 * GET /files/{key}: a stored file, for whoever holds a link that has not expired (`?exp=…&sig=…`, handed out
 * only in answers to people allowed to see the file: lib/file-links.ts), or a signed-in user or child of
 * the file's school (bearer token), while the file is live: uploaded within the last 72 hours, or named by
 * something not deleted (lib/orphan-files.ts). Anything else, an old plain link or a deleted activity's
 * PDF included, is answered like a file that does not exist (issue 18, docs/privacy.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@aralin/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { fileStore } from '../../lib/file-store';
import { validFileLink } from '../../lib/file-links';
import { fileIsLive } from '../../lib/orphan-files';

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
  app.get(routes.files.get.path, { schema: routes.files.get.schema }, async (req, reply) => {
    const { key } = req.params;
    const signed = validFileLink(key, req.query.exp, req.query.sig, ctx.clock.now());
    if (!signed && !req.actor) throw notFound();
    const found = await fileStore(ctx).get(key);
    if (!found) throw notFound();
    if ((!signed && found.meta.organizationId !== req.actor!.organizationId) || !(await fileIsLive(ctx, found.meta))) {
      found.stream.destroy();
      throw notFound();
    }
    const { meta, stream } = found;
    const type = INLINE.has(meta.contentType) ? meta.contentType : 'application/octet-stream';
    const name = encodeURIComponent(meta.originalName || meta.key);
    return (
      reply
        .header('Content-Type', type)
        .header('Content-Length', String(meta.sizeBytes))
        // Cached by the browser no longer than a link lives.
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${INLINE.has(type) ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
        .send(stream)
    );
  });
};
