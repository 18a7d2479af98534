/** Clean-up failures are logged once with what was being done, never swallowed (issue 21). */
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { fileStore } from './file-store';
import type { WarnLog } from './log-failure';

describe('a clean-up that fails is logged', () => {
  it('a file whose row could not be written and whose bytes could not be removed: the row error stands, the removal is logged', async () => {
    const warnings: { obj: object; msg: string }[] = [];
    const log: WarnLog = { warn: (obj, msg) => void warnings.push({ obj, msg }) };
    const rowError = new Error('the database went away');
    const removeError = new Error('EACCES: permission denied');
    const ctx = {
      db: { insert: () => ({ values: () => Promise.reject(rowError) }) },
      blobs: { write: () => Promise.resolve(), remove: () => Promise.reject(removeError) },
      log,
    } as unknown as Pick<AppContext, 'db' | 'blobs' | 'log'>;
    const meta = { kind: 'image', contentType: 'image/png', organizationId: 1, ownerUserId: 1, originalName: 'a.png' } as const;
    await expect(fileStore(ctx).put(new Uint8Array([1]), meta)).rejects.toBe(rowError);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].obj).toEqual({ err: removeError });
    expect(warnings[0].msg).toMatch(/^removing the file [A-Za-z0-9_-]{32} whose row could not be written failed$/);
  });
});
