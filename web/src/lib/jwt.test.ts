import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isAccessExpired } from './jwt';

function jwt(payload: object): string {
  const encode = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including non-ASCII names', () => {
    expect(decodeJwtPayload(jwt({ sub: '7', name: 'Niño', exp: 100 }))).toEqual({ sub: '7', name: 'Niño', exp: 100 });
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.@@@.c')).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from('[1]').toString('base64')}.c`)).toBeNull();
  });
});

describe('isAccessExpired', () => {
  const now = 1_700_000_000_000;
  const inSeconds = (s: number) => jwt({ exp: now / 1000 + s });

  it('counts a token as expired within 60 s of exp (spec §4)', () => {
    expect(isAccessExpired(inSeconds(59), now)).toBe(true);
    expect(isAccessExpired(inSeconds(60), now)).toBe(true);
    expect(isAccessExpired(inSeconds(61), now)).toBe(false);
  });

  it('counts a past token and a token without exp as expired', () => {
    expect(isAccessExpired(inSeconds(-5), now)).toBe(true);
    expect(isAccessExpired(jwt({ sub: '1' }), now)).toBe(true);
    expect(isAccessExpired('garbage', now)).toBe(true);
  });
});
