import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry (spec §8)', () => {
  it('never retries 401, 403 or 404', () => {
    expect(shouldRetry(0, new ApiError(401, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, ''))).toBe(false);
  });

  it('retries other failures up to twice', () => {
    expect(shouldRetry(0, new ApiError(500, ''))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, '', {}, 'network'))).toBe(true);
    expect(shouldRetry(2, new Error('x'))).toBe(false);
  });
});
