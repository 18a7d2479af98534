/** Account calls of spec §7 'Account': request and response schemas. Issue messages are message keys. */
import { z } from 'zod';
import { checkRegistrationPassword, isPasswordOk, looksLikeEmail } from './password';
import { limits } from './limits';

/** Roles of a stored user (spec §3). */
export const UserRole = z.enum(['admin', 'teacher', 'student']);
export type UserRole = z.infer<typeof UserRole>;

/** Roles a person may register as (spec §6): the same words as user_role. */
export const RegisterRole = z.enum(['teacher', 'admin'], { message: 'roleInvalid' });
export type RegisterRole = z.infer<typeof RegisterRole>;

const requiredText = (key: string) => z.string({ message: key }).trim().min(1, key);

/** An email address: required, with an at sign and a dot. Lower-cased. */
export const Email = requiredText('emailRequired')
  .max(limits.emailMax, 'emailInvalid')
  .refine(looksLikeEmail, 'emailInvalid')
  .transform((v) => v.toLowerCase());

/** A staff password for registration and reset (spec §5). */
export const RegistrationPassword = z
  .string({ message: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .refine((v) => isPasswordOk(checkRegistrationPassword(v)), 'passwordWeak');

/** A username: at least 3 characters (spec §5). */
export const Username = requiredText('usernameRequired')
  .min(limits.usernameMin, 'usernameTooShort')
  .max(limits.usernameMax, 'usernameInvalid')
  .regex(/^[\p{L}\p{N}._\- ]+$/u, 'usernameInvalid');

/** POST /account/register/ */
export const RegisterBody = z.object({
  username: Username,
  email: Email,
  password: RegistrationPassword,
  role: z.string({ message: 'roleRequired' }).min(1, 'roleRequired').pipe(RegisterRole),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** A body with only an email: request-otp, forgot-password, resend-verification. */
export const EmailBody = z.object({ email: Email });
export type EmailBody = z.input<typeof EmailBody>;

/** POST /account/verify-email/ */
export const VerifyEmailBody = z.object({ email: Email, token: requiredText('verificationInvalid').max(200) });
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

/** POST /account/confirm-email-change/ and /account/revert-email-change/: the token of the mailed link (issue 17). */
export const EmailLinkBody = z.object({ token: requiredText('emailChangeInvalid').max(200) });
export type EmailLinkBody = z.input<typeof EmailLinkBody>;

/** POST /account/teacher/login/ */
export const TeacherLoginBody = z.object({
  email: Email,
  password: z.string({ message: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'invalidCredentials'),
});
export type TeacherLoginBody = z.input<typeof TeacherLoginBody>;

/** POST /account/admin/login/ */
export const AdminLoginBody = TeacherLoginBody.extend({
  otp: requiredText('otpRequired').max(12, 'otpInvalid'),
});
export type AdminLoginBody = z.input<typeof AdminLoginBody>;

/** POST /account/reset-password/: password and new_password are the new password and its confirmation. */
export const ResetPasswordBody = z
  .object({
    email: Email,
    token: requiredText('resetInvalid').max(200),
    password: z
      .string({ message: 'passwordRequired' })
      .min(1, 'passwordRequired')
      .refine((v) => isPasswordOk(checkRegistrationPassword(v)), 'passwordWeakReset'),
    new_password: z.string({ message: 'confirmRequired' }).min(1, 'confirmRequired'),
  })
  .refine((b) => b.password === b.new_password, { path: ['new_password'], message: 'passwordsDoNotMatch' });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** POST /api/token/refresh/ */
export const RefreshBody = z.object({ refresh: z.string({ message: 'refreshInvalid' }).min(1, 'refreshInvalid').max(500) });
export type RefreshBody = z.input<typeof RefreshBody>;

/** The stored user of spec §3 (browser storage key `user`). */
export const StoredUser = z.object({
  id: z.number(),
  name: z.string(),
  organizational_id: z.number().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  user_role: UserRole,
  is_admin: z.boolean(),
  avatar: z.string().nullable(),
});
export type StoredUser = z.infer<typeof StoredUser>;

/** Access and refresh tokens (storage key `auth_token`). */
export const AuthToken = z.object({ access: z.string(), refresh: z.string() });
export type AuthToken = z.infer<typeof AuthToken>;

/** Answer of admin and teacher login. */
export const LoginResponse = z.object({ token: AuthToken, user: StoredUser, message: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Answer of POST /api/token/refresh/ */
export const RefreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** A plain `{message}` answer. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The JSON error shape of ARCHITECTURE.md. */
export const ErrorResponse = z.object({ error: z.string(), errors: z.record(z.string(), z.string()).optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
