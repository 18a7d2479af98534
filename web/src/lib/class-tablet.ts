/**
 * Class tablet mode on this device (issue 13 item 4; docs/student-app.md 'Class tablet mode'): the class
 * code, the tablet's key and the PIN's check, kept in localStorage so the mode survives a restart and
 * holds while offline. Small and schema-free: the class-code screen (the first screen) reads it.
 */
import { local } from './safe-storage';

const KEY = 'aralin_class_tablet';

export interface ClassTablet {
  code: string;
  key: string;
  pin_check: { salt: string; iterations: number; hash: string };
}

function isClassTablet(value: unknown): value is ClassTablet {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const check = v.pin_check as Record<string, unknown> | null | undefined;
  return (
    typeof v.code === 'string' &&
    v.code.length > 0 &&
    typeof v.key === 'string' &&
    !!check &&
    typeof check.salt === 'string' &&
    typeof check.hash === 'string' &&
    typeof check.iterations === 'number'
  );
}

/** The tablet's class, or null when this device is not a class tablet. */
export function readClassTablet(): ClassTablet | null {
  try {
    const value: unknown = JSON.parse(local.get(KEY) ?? 'null');
    return isClassTablet(value) ? value : null;
  } catch {
    return null;
  }
}

/** False when the browser would not keep it (the mode is then not on). */
export function saveClassTablet(tablet: ClassTablet): boolean {
  return local.set(KEY, JSON.stringify(tablet));
}

export function clearClassTablet(): void {
  local.remove(KEY);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Checks a PIN on the device, with no connection: PBKDF2-SHA-256 as the server computed it. Undefined
 * where the browser has no Web Crypto (a page served over plain http from a school server): the PIN can
 * then be checked only online.
 */
export async function checkPinOffline(tablet: ClassTablet, pin: string): Promise<boolean | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  try {
    const material = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64Url(tablet.pin_check.salt), iterations: tablet.pin_check.iterations },
      material,
      256,
    );
    const got = new Uint8Array(bits);
    const want = fromBase64Url(tablet.pin_check.hash);
    return got.length === want.length && got.every((b, i) => b === want[i]);
  } catch {
    return undefined;
  }
}
