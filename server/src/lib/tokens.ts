/** Access tokens: short-lived JWTs (HS256) signed with a key derived from APP_SECRET. */
import { SignJWT, jwtVerify } from 'jose';
import { limits } from '@aralin/contract';
import { hmac } from './crypto';

/**
 * Who a token names. `sessionId` is the refresh-token family the token was issued with and `version` the
 * account's token version then: the auth hook refuses the token once either has ended (issue 17 item 5).
 */
export type Principal = (
  | { kind: 'staff'; userId: number; organizationId: number; role: 'admin' | 'teacher' }
  | { kind: 'student'; studentId: number; organizationId: number }
) & { sessionId?: string; version?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(hmac(secret, 'access-token-key'));
}

/** Signs an access token for a principal, valid for limits.accessTokenSeconds from `now`. */
export async function signAccessToken(secret: string, p: Principal, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const session = { ...(p.sessionId ? { sid: p.sessionId } : {}), ver: p.version ?? 0 };
  const claims =
    p.kind === 'staff'
      ? { kind: p.kind, org: p.organizationId, role: p.role, ...session }
      : { kind: p.kind, org: p.organizationId, role: 'student', ...session };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(p.kind === 'staff' ? p.userId : p.studentId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + limits.accessTokenSeconds)
    .setIssuer('aralin')
    .sign(key(secret));
}

/** Verifies an access token; undefined when invalid or expired at `now`. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<Principal | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'aralin',
      algorithms: ['HS256'],
      currentDate: now,
    });
    const id = Number(payload.sub);
    const org = Number(payload.org);
    if (!Number.isInteger(id) || !Number.isInteger(org)) return undefined;
    const session = {
      ...(typeof payload.sid === 'string' && UUID.test(payload.sid) ? { sessionId: payload.sid } : {}),
      version: typeof payload.ver === 'number' ? payload.ver : 0,
    };
    if (payload.kind === 'staff' && (payload.role === 'admin' || payload.role === 'teacher')) {
      return { kind: 'staff', userId: id, organizationId: org, role: payload.role, ...session };
    }
    if (payload.kind === 'student') return { kind: 'student', studentId: id, organizationId: org, ...session };
    return undefined;
  } catch {
    return undefined;
  }
}
