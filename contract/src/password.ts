/** Password rules of spec §5, as pure checks that the web shows as a checklist and the server enforces. */

/** Specials allowed in staff self-registration (spec §5 'Registration'). */
export const REGISTRATION_SPECIALS = '!@#$%^';
/** Specials accepted for teacher/student passwords set by staff (spec §5). */
export const ACCOUNT_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** One item of a password checklist. */
export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** The result of checking a password: each rule and whether it holds. */
export type PasswordCheck = Record<PasswordRule, boolean>;

function hasAny(value: string, chars: string): boolean {
  for (const ch of value) if (chars.includes(ch)) return true;
  return false;
}

/** Checks a staff registration / reset password: 8-30 characters, a-z, A-Z, 0-9 and one of !@#$%^. */
export function checkRegistrationPassword(value: string): PasswordCheck {
  return {
    length: value.length >= 8 && value.length <= 30,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /[0-9]/.test(value),
    special: hasAny(value, REGISTRATION_SPECIALS),
  };
}

/** Checks a teacher/student password set by staff: at least 8 characters, a-z, A-Z, 0-9, a special. */
export function checkAccountPassword(value: string): PasswordCheck {
  return {
    length: value.length >= 8 && value.length <= 128,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /[0-9]/.test(value),
    special: hasAny(value, ACCOUNT_SPECIALS),
  };
}

/** True when every rule of a check holds. */
export function isPasswordOk(check: PasswordCheck): boolean {
  return Object.values(check).every(Boolean);
}

/** Spec §5 'Registration': 'an at sign and a dot'. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
