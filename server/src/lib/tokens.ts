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

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = new TextEncoder().encode(hmac(secret, 'access-token-key'))));
  return k;
}

/**
 * Tokens already verified, per secret: a signed token's claims never change, so its signature is checked
 * once (every request of the answer loop carries the same token); its expiry is checked on every use.
 */
const verified = new Map<string, Map<string, { principal: Principal; exp: number }>>();
const VERIFIED_MAX = 20_000;

function remember(secret: string, token: string, principal: Principal, exp: number) {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, (bySecret = new Map()));
  if (bySecret.size >= VERIFIED_MAX) bySecret.clear();
  bySecret.set(token, { principal, exp });
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
  const known = verified.get(secret)?.get(token);
  if (known) return known.exp > Math.floor(now.getTime() / 1000) ? known.principal : undefined;
  const principal = await verifySignature(secret, token, now);
  if (principal) remember(secret, token, principal.principal, principal.exp);
  return principal?.principal;
}

async function verifySignature(secret: string, token: string, now: Date): Promise<{ principal: Principal; exp: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'aralin',
      algorithms: ['HS256'],
      currentDate: now,
    });
    const id = Number(payload.sub);
    const org = Number(payload.org);
    if (!Number.isInteger(id) || !Number.isInteger(org)) return undefined;
    const exp = payload.exp!;
    const session = {
      ...(typeof payload.sid === 'string' && UUID.test(payload.sid) ? { sessionId: payload.sid } : {}),
      version: typeof payload.ver === 'number' ? payload.ver : 0,
    };
    if (payload.kind === 'staff' && (payload.role === 'admin' || payload.role === 'teacher')) {
      return { principal: { kind: 'staff', userId: id, organizationId: org, role: payload.role, ...session }, exp };
    }
    if (payload.kind === 'student') return { principal: { kind: 'student', studentId: id, organizationId: org, ...session }, exp };
    return undefined;
  } catch {
    return undefined;
  }
}
