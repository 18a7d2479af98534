/** An expected failure: its status and message are safe to send (spec-facing text via message keys). */
import type { MessageKey } from '@aralin/contract';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    /** Per-field message keys, for validation errors. */
    readonly fieldErrors?: Record<string, MessageKey>,
    /** Seconds to wait, for 429. */
    readonly retryAfter?: number,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey, fields?: Record<string, MessageKey>) => new AppError(400, key, fields);
export const unauthorized = (key: MessageKey = 'notSignedIn') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const conflict = (key: MessageKey, fields?: Record<string, MessageKey>) => new AppError(409, key, fields);
export const tooMany = (retryAfter: number, key: MessageKey = 'tooManyAttempts') =>
  new AppError(429, key, undefined, Math.max(1, Math.ceil(retryAfter)));
