import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkPinOffline, clearClassTablet, readClassTablet, saveClassTablet, type ClassTablet } from './class-tablet';

/** A tablet as the server answers it: PBKDF2-SHA-256 of the PIN (class-tablet.service.ts). */
function tabletFor(pin: string, iterations = 1000): ClassTablet {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(pin, salt, iterations, 32, 'sha256');
  return { code: 'ABC123', key: '7.sig', pin_check: { salt: salt.toString('base64url'), iterations, hash: hash.toString('base64url') } };
}

// The web unit tests run in Node: a window with a localStorage of our own.
const store = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
beforeAll(() => vi.stubGlobal('window', { localStorage }));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => clearClassTablet());

describe('class tablet on the device (issue 13 item 4)', () => {
  it('checks the PIN offline exactly as the server hashed it', async () => {
    const tablet = tabletFor('482913');
    expect(await checkPinOffline(tablet, '482913')).toBe(true);
    expect(await checkPinOffline(tablet, '482914')).toBe(false);
    expect(await checkPinOffline(tablet, '')).toBe(false);
  });

  it('keeps the mode in localStorage and ignores anything malformed', () => {
    expect(readClassTablet()).toBeNull();
    const tablet = tabletFor('1234');
    expect(saveClassTablet(tablet)).toBe(true);
    expect(readClassTablet()).toEqual(tablet);
    localStorage.setItem('aralin_class_tablet', JSON.stringify({ code: 'ABC123', key: 'x' }));
    expect(readClassTablet()).toBeNull();
    localStorage.setItem('aralin_class_tablet', '{not json');
    expect(readClassTablet()).toBeNull();
  });
});
