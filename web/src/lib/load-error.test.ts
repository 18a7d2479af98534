import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { loadErrorDetail, loadErrorMessage } from './load-error';

describe('loadErrorDetail (spec §8 staff screens)', () => {
  it('tells a server answer, no answer and anything else apart', () => {
    expect(loadErrorDetail(new ApiError(500, ''))).toEqual({ kind: 'server', status: 500, text: '' });
    expect(loadErrorDetail(new ApiError(404, 'Not found.'))).toEqual({ kind: 'server', status: 404, text: 'Not found.' });
    expect(loadErrorDetail(new ApiError(0, '', {}, 'network'))).toEqual({ kind: 'noResponse' });
    expect(loadErrorDetail(new TypeError('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });

  it("shows 'Server error: <status>' rather than the server's own text", () => {
    expect(loadErrorMessage(loadErrorDetail(new ApiError(500, 'Database exploded')))).toEqual({
      key: 'loadError.server',
      values: { status: 500 },
    });
    expect(loadErrorMessage(loadErrorDetail(new ApiError(0, '', {}, 'network')))).toEqual({ key: 'loadError.noResponse', values: {} });
  });
});
