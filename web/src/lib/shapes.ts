/**
 * Checks of what the browser keeps or the refresh call answers, written without zod so that the first
 * screens of a visit don't download a schema library (issue 10). `shapes.test.ts` holds them to the
 * contract's zod schemas, so the two can't drift.
 */
import type { AuthToken, RefreshResponse, StoredUser, StudentProfileCard } from '@aralin/contract';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNullable =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T | null =>
    v === null || check(v);
const oneOf =
  <T extends string>(...values: readonly T[]) =>
  (v: unknown): v is T =>
    (values as readonly unknown[]).includes(v);

/** The fields of a shape and their checks; extra fields are dropped, as zod's object does. */
function shape<T>(fields: Record<string, (v: unknown) => boolean>, optional: readonly string[] = []) {
  return (v: unknown): T | null => {
    if (!isObject(v)) return null;
    const out: Json = {};
    for (const [key, check] of Object.entries(fields)) {
      if (!(key in v) || v[key] === undefined) {
        if (optional.includes(key)) continue;
        return null;
      }
      if (!check(v[key])) return null;
      out[key] = v[key];
    }
    return out as T;
  };
}

export const asAuthToken = shape<AuthToken>({ access: isString, refresh: isString });

export const asRefreshResponse = shape<RefreshResponse>({ access: isString, refresh: isString }, ['refresh']);

export const asStoredUser = shape<StoredUser>({
  id: isNumber,
  name: isString,
  organizational_id: isNullable(isNumber),
  username: isString,
  email: isNullable(isString),
  user_role: oneOf('admin', 'teacher', 'student'),
  is_admin: (v) => typeof v === 'boolean',
  avatar: isNullable(isString),
});

export const asStudentProfileCard = shape<StudentProfileCard>(
  {
    id: isNumber,
    name: isString,
    gender: oneOf('male', 'female', 'other'),
    avatar: isString,
  },
  ['avatar'],
);
