/**
 * Multipart forms (spec §7 sends several staff calls as multipart). The parser is registered once; a
 * route opts in with `preValidation: readMultipart(...)`, which turns the form into a plain body (text
 * fields as strings, files as {@link UploadedFile}) so that the route's zod schema checks it like JSON.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { limits, type MessageKey } from '@aralin/contract';
import { AppError } from '../lib/app-error';

/** A file field of a multipart form, read into memory. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Schema of an optional file field: an uploaded file or nothing. Its content is checked by the service. */
export const OptionalUpload = z
  .custom<UploadedFile>((v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data), 'unsupportedMediaType')
  .optional();

export async function registerMultipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 50, files: 5, parts: 60, fileSize: limits.pdfMaxBytes, headerPairs: 200 },
  });
}

/**
 * preValidation hook: reads a multipart request into req.body. Files larger than `fileBytes` answer 413
 * with `tooLarge`; an empty file part (no file chosen) counts as absent, unless `keepEmptyFiles` keeps a
 * named empty file so that the service can say it is empty. JSON requests pass untouched.
 */
export function readMultipart(opts: { fileBytes: number; tooLarge: MessageKey; keepEmptyFiles?: boolean }) {
  return async (req: FastifyRequest) => {
    if (!req.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts({ limits: { fileSize: opts.fileBytes } })) {
        if (part.type === 'field') {
          body[part.fieldname] = typeof part.value === 'string' ? part.value : part.value == null ? '' : JSON.stringify(part.value);
          continue;
        }
        const data = await part.toBuffer();
        if (data.byteLength > 0 || (opts.keepEmptyFiles && part.filename))
          body[part.fieldname] = { filename: part.filename ?? '', mimetype: part.mimetype, data } satisfies UploadedFile;
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, opts.tooLarge);
      if (err instanceof AppError) throw err;
      throw new AppError(400, 'invalidInput');
    }
    req.body = body;
  };
}
