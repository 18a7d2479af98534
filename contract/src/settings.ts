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
