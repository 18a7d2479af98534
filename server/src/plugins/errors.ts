/**
 * The one error handler. Known errors (AppError, validation, body limits) are safe to send and are
 * rendered in the request's language; anything else is logged with the request id and answered with a
 * generic 500, so no stack trace or SQL ever leaves the server.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, messageText, pickLanguage, type MessageKey } from '@aralin/contract';
import { AppError } from '../lib/app-error';

/** The request's language: Accept-Language en or tl. */
export function requestLanguage(req: FastifyRequest) {
  const q = (req.query as Record<string, unknown> | undefined)?.language;
  return pickLanguage(typeof q === 'string' ? q : req.headers['accept-language']);
}

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

function send(reply: FastifyReply, req: FastifyRequest, status: number, key: MessageKey, fields?: Record<string, string>) {
  const lang = requestLanguage(req);
  const body: { error: string; errors?: Record<string, string> } = { error: messageText(key, lang) };
  if (fields && Object.keys(fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, k]) => [field, isMessageKey(k) ? messageText(k, lang) : messageText('invalidInput', lang)]),
    );
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The SQLSTATE of a PostgreSQL error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header('Retry-After', String(err.retryAfter));
      return send(reply, req, err.status, err.messageKey, err.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[field] ??= issue.message ?? 'invalidInput';
      }
      const first = Object.values(fields)[0];
      return send(reply, req, 400, first && isMessageKey(first) ? first : 'invalidInput', fields);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, req, 413, 'bodyTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, req, 415, 'unsupportedMediaType');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, req, 400, 'invalidJson');
    }
    if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON/i.test(err.message))) {
      return send(reply, req, 400, 'invalidJson');
    }
    if (sqlState(err)?.startsWith('22')) {
      // A data exception (a NUL character, a number out of range, a text too long) comes from what the
      // client sent: refuse it as input, without the database's words.
      req.log.info({ code: sqlState(err) }, 'database refused the input');
      return send(reply, req, 400, 'invalidInput');
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const key: MessageKey =
        err.statusCode === 404
          ? 'notFound'
          : err.statusCode === 413
            ? 'bodyTooLarge'
            : err.statusCode === 415
              ? 'unsupportedMediaType'
              : 'invalidInput';
      return send(reply, req, err.statusCode, key);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, req, 500, 'internal');
  });
}
