/** The one error the API client throws (STYLE §3): status, the server's readable text and field errors. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  /** HTTP status; 0 when no answer came (network failure or time-out). */
  readonly status: number;
  /** The server's text, already in the request language ('' when it sent none). */
  readonly error: string;
  /** Per-field messages of a validation answer. */
  readonly errors: Record<string, string>;
  readonly kind: ApiErrorKind;

  constructor(status: number, error: string, errors: Record<string, string> = {}, kind: ApiErrorKind = 'http') {
    super(error || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.errors = errors;
    this.kind = kind;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server's text of an error, or the fallback (spec §8: 'server error or <fallback>'). */
export function errorText(value: unknown, fallback: string): string {
  return isApiError(value) && value.error ? value.error : fallback;
}

/**
 * Builds an ApiError from a parsed error body. Spec §8 reads `error`, then `message`, then `detail`;
 * ARCHITECTURE's shape is `{error, errors}`, the others are read for robustness.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = [record.error, record.message, record.detail].find((v): v is string => typeof v === 'string' && v !== '');
  const errors: Record<string, string> = {};
  if (record.errors && typeof record.errors === 'object') {
    for (const [field, message] of Object.entries(record.errors as Record<string, unknown>)) {
      if (typeof message === 'string') errors[field] = message;
      else if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
    }
  }
  return new ApiError(status, text ?? '', errors);
}
