/** Teachers management calls of spec §7 'Management: dashboards, teachers' (admins only). */
import { z } from 'zod';
import { checkAccountPassword, isPasswordOk, looksLikeEmail } from './password';
import { limits } from './limits';
import { FormBoolean, OrganizationQuery, QueryBoolean, optionalFormId, optionalText } from './forms';

/** One entry of a teacher's recent actions, from the audit log. */
export const TeacherAction = z.object({
  /** create, update, delete, deactivate, restore, reassign, unlock. */
  action: z.string(),
  /** What it was done to: section, student, teacher, subject, activity, user. */
  entity: z.string(),
  entity_id: z.number().nullable(),
  created_at: z.string(),
});
export type TeacherAction = z.infer<typeof TeacherAction>;

/** A teacher as spec §3 describes it, with a display name added. */
export const Teacher = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  /** first and last name, or the username when both are blank. */
  name: z.string(),
  section_count: z.number(),
  student_count: z.number(),
  /** ISO time of the teacher's last sign-in or request, null when never. */
  last_activity: z.string().nullable(),
  /** Newest first, at most 5. */
  recent_actions: z.array(TeacherAction),
});
export type Teacher = z.infer<typeof Teacher>;

/** GET /management/teachers/ query. */
export const TeachersQuery = OrganizationQuery.extend({ is_active: QueryBoolean });
export type TeachersQuery = z.input<typeof TeachersQuery>;

/** GET /management/teachers/ answer: every teacher of the school (both states when is_active is absent). */
export const TeachersResponse = z.array(Teacher);
export type TeachersResponse = z.infer<typeof TeachersResponse>;

const fieldRequired = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/** A teacher password set by an admin (spec §5): 8+ characters, a-z, A-Z, 0-9 and one of ACCOUNT_SPECIALS. */
export const TeacherPassword = z.string().refine((v) => isPasswordOk(checkAccountPassword(v)), 'passwordWeak');

/** Username, email and password: blank or missing gives the spec's one 'are required' message. */
const teacherUsername = z
  .custom<string>(fieldRequired, 'teacherFieldsRequired')
  .pipe(z.string().trim().min(limits.usernameMin, 'usernameTooShort').max(limits.usernameMax, 'usernameInvalid'))
  .pipe(z.string().regex(/^[\p{L}\p{N}._\- ]+$/u, 'usernameInvalid'));
const teacherEmail = z
  .custom<string>(fieldRequired, 'teacherFieldsRequired')
  .pipe(z.string().trim().max(limits.emailMax, 'emailInvalid').refine(looksLikeEmail, 'emailInvalid'))
  .transform((v) => v.toLowerCase());

/** POST /management/teachers/add/ (multipart or JSON): username, email, password, organizationalId. */
export const AddTeacherBody = z
  .object({
    username: teacherUsername,
    email: teacherEmail,
    password: z.custom<string>(fieldRequired, 'teacherFieldsRequired').pipe(TeacherPassword),
    /** Optional: when sent, must equal password. */
    confirm_password: optionalText(200),
    first_name: optionalText(100),
    last_name: optionalText(100),
    /** Accepted for the spec's payload; the server uses the admin's own school (a different one is 404). */
    organizationalId: optionalFormId(),
  })
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
    path: ['confirm_password'],
    message: 'passwordsDoNotMatch',
  });
export type AddTeacherBody = z.input<typeof AddTeacherBody>;

/** PATCH /management/teachers/{id}/: username, email, optional password ('Leave blank to keep current'). */
export const UpdateTeacherBody = z
  .object({
    username: teacherUsername,
    email: teacherEmail,
    password: optionalText(200).pipe(TeacherPassword.optional()),
    confirm_password: optionalText(200),
    first_name: optionalText(100),
    last_name: optionalText(100),
  })
  .refine((b) => b.password === undefined || b.confirm_password === undefined || b.confirm_password === b.password, {
    path: ['confirm_password'],
    message: 'passwordsDoNotMatch',
  });
export type UpdateTeacherBody = z.input<typeof UpdateTeacherBody>;

/**
 * PATCH /management/teachers/{id}/delete/. `{is_active: false}` (or no body) deactivates (soft, restorable).
 * `{permanent: true, reassign_to}` on an inactive teacher removes the account for real after handing
 * every section (with its subjects, students and their history) to `reassign_to`, an active teacher
 * of the same school; reassign_to may be left out when the teacher has no sections.
 */
export const DeleteTeacherBody = z
  .object({
    /** The spec's `false`; ignored (this call only ever deactivates or deletes). */
    is_active: z.unknown().optional(),
    permanent: FormBoolean.optional(),
    reassign_to: optionalFormId('reassignTeacherInvalid'),
  })
  .nullish()
  .transform((b) => ({ permanent: b?.permanent ?? false, reassignTo: b?.reassign_to }));
export type DeleteTeacherBody = z.input<typeof DeleteTeacherBody>;

/** PATCH /management/teachers/{id}/restore/ body `{is_active: true}` (optional). */
export const RestoreTeacherBody = z.object({ is_active: z.unknown().optional() }).nullish();
export type RestoreTeacherBody = z.input<typeof RestoreTeacherBody>;

/** Answer of add, update, deactivate and restore: the spec's success text and the teacher. */
export const TeacherResponse = z.object({ message: z.string(), teacher: Teacher });
export type TeacherResponse = z.infer<typeof TeacherResponse>;

/** Answer of a permanent delete. */
export const TeacherDeletedResponse = z.object({ message: z.string(), id: z.number(), sections_moved: z.number() });
export type TeacherDeletedResponse = z.infer<typeof TeacherDeletedResponse>;
