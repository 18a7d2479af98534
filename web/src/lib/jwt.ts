/** Reading a JWT's payload on the client, only to know when to refresh (spec §4). Never trusted for access. */
import { limits } from '@aralin/contract';

/** Decodes the payload of a JWT, or null when it is not a readable token. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when an access token has expired or expires within the skew (60 s, spec §4 and §9).
 * A token without a readable `exp` counts as expired, so the client refreshes rather than guesses.
 */
export function isAccessExpired(token: string, nowMs: number = Date.now(), skewSeconds: number = limits.tokenExpirySkewSeconds): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp - skewSeconds <= nowMs / 1000;
}
