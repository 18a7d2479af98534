/** Settings calls of spec §7 'Performance, settings': the signed-in staff member's own profile. */
import { z } from 'zod';
import { Email, StoredUser, Username } from './account';
import { checkAccountPassword, isPasswordOk } from './password';
import { optionalText } from './forms';

/** GET /management/settings/ answer (spec §3 'User settings'). */
export const UserSettings = z.object({
  username: z.string(),
  email: z.string(),
  /** '/files/<key>' or null. */
  avatar: z.string().nullable(),
});
export type UserSettings = z.infer<typeof UserSettings>;

/**
 * PATCH /management/edit-profile/ (JSON, or multipart with an `avatar` image file). Blank password fields
 * mean no change (spec §5). Changing the password or the email needs current_password.
 */
export const EditProfileBody = z
  .object({
    username: Username,
    email: Email,
    current_password: optionalText(200),
    /** The new password. */
    password: optionalText(200),
    confirm_password: optionalText(200),
  })
  .superRefine((b, ctx) => {
    if (b.password === undefined && b.confirm_password === undefined) return;
    if (b.password !== b.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'newPasswordMismatch' });
    } else if (!isPasswordOk(checkAccountPassword(b.password!))) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordWeak' });
    }
  });
export type EditProfileBody = z.input<typeof EditProfileBody>;

/** Answer of PATCH /management/edit-profile/: 'Profile updated successfully!' and the new stored user. */
export const EditProfileResponse = z.object({ message: z.string(), user: StoredUser });
export type EditProfileResponse = z.infer<typeof EditProfileResponse>;

/** One live sign-in session of the staff member (issue 17 item 5; not in the spec). */
export const SignInSession = z.object({
  id: z.string(),
  /** The browser that signed in (its User-Agent), or null when unknown. */
  device: z.string().nullable(),
  started_at: z.string(),
  /** The last time the session renewed its access (at most 15 minutes behind real use). */
  last_seen_at: z.string(),
  /** The session this answer was asked from. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof SignInSession>;

/** GET /management/settings/sessions/ answer, the most recently seen first. */
export const SignInSessionsResponse = z.array(SignInSession);
export type SignInSessionsResponse = z.infer<typeof SignInSessionsResponse>;
