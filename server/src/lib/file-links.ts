/**
 * Links to stored files that expire (issue 18): `/files/<key>?exp=<unix seconds>&sig=<HMAC>`. A link is
 * handed out only in answers to people allowed to see the file and works for an hour or two: the expiry is
 * rounded up to the next whole hour, so a picture keeps one address (and stays in the browser's cache)
 * within the hour. A link without a valid signature is refused unless the request carries the bearer token
 * of someone of the file's school (files.routes.ts). The shipped library's art is not a stored file and
 * stays public.
 *
 * The key is the app secret, set once per process by `useFileLinkSecret` when the app is built, so the
 * presenters that write addresses need no context.
 */
import crypto from 'node:crypto';

const HOUR = 3600;
let secret: string | undefined;

/** The secret links are signed with (the app's secret, through its own derivation). */
export function useFileLinkSecret(appSecret: string): void {
  secret = crypto.createHash('sha256').update(`aralin:file-links:${appSecret}`).digest('hex');
}

function mac(key: string, exp: number): string {
  if (!secret) throw new Error('file links: no secret set (useFileLinkSecret)');
  return crypto.createHmac('sha256', secret).update(`${key}:${exp}`).digest('base64url').slice(0, 32);
}

/** The stored file key a value names ('files/<key>', '/files/<key>' or a bare key), or null for any other address. */
export function storedKeyOf(value: string): string | null {
  if (/^https?:\/\//.test(value)) return null;
  const m = /^\/?files\/([^/?#]+)/.exec(value);
  if (m) return m[1];
  return value.startsWith('/') ? null : value;
}

/** A signed link to a stored file, valid until the next whole hour after an hour from `now`. */
export function signedFileLink(key: string, now: Date = new Date()): string {
  const exp = Math.ceil((Math.floor(now.getTime() / 1000) + HOUR) / HOUR) * HOUR;
  return `/files/${encodeURIComponent(key)}?exp=${exp}&sig=${mac(key, exp)}`;
}

/** The address to hand out for a stored value: a signed link for a stored file, other addresses as they are. */
export function fileLink(value: string | null | undefined, now?: Date): string | null {
  if (!value) return null;
  const key = storedKeyOf(value);
  return key ? signedFileLink(key, now) : value;
}

/** Whether `sig` signs `key` until `exp`, and `exp` is still ahead. */
export function validFileLink(key: string, exp: string | undefined, sig: string | undefined, now: Date = new Date()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const until = Number(exp);
  if (until * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(key, until));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
