/** Students of a section, spec §7 'Management: sections, students'. */
import { z } from 'zod';
import { AvatarKey } from './avatars';
import { checkAccountPassword, isPasswordOk } from './password';
import { FormBoolean, optionalFormId, optionalText, requiredText } from './forms';
import { Gender } from './students-auth';

/** A student as staff see it (spec §3), with the sign-in lock a teacher can lift. */
export const Student = z.object({
  id: z.number(),
  name: z.string(),
  gender: Gender,
  parent_guardian: z.string(),
  /** The same value as parent_guardian: the spec names it both ways. */
  parent_name: z.string(),
  contact_number: z.string(),
  /** DepEd Learner Reference Number (12 digits), or null when not given (issue 12). */
  lrn: z.string().nullable(),
  /** YYYY-MM-DD, or null when not given (issue 12, from the LIS class list). */
  birth_date: z.string().nullable(),
  /** The section id, or null while unassigned. */
  section: z.number().nullable(),
  section_name: z.string().nullable(),
  /** Too many wrong passwords: the child cannot sign in until locked_until or until a teacher unlocks. */
  is_locked: z.boolean(),
  locked_until: z.string().nullable(),
  created_at: z.string(),
  /** When and by whom the parent's consent was last confirmed (issue 18); null before it was recorded. */
  consent_at: z.string().nullable(),
  consent_by: z.string().nullable(),
  /** The child's own picture (issue 19): a key of contract/avatars.ts, served at /avatars/<key>.svg. */
  avatar: z.string().optional(),
});
export type Student = z.infer<typeof Student>;

/** GET /management/sections/{id}/students/ and GET /management/students/unassigned/ answers. */
export const StudentsResponse = z.array(Student);
export type StudentsResponse = z.infer<typeof StudentsResponse>;

/** A student password set by staff: the teacher/student rules of spec §5. */
export const isStudentPasswordOk = (v: string) => isPasswordOk(checkAccountPassword(v));

/** Contact numbers: digits with the usual separators, 7 to 20 characters. */
const ContactNumber = requiredText('contactNumberRequired', 40).pipe(z.string().regex(/^[0-9+()\-\s]{7,20}$/, 'contactNumberInvalid'));

/** A Learner Reference Number as DepEd issues it: exactly 12 digits (issue 12). */
export const isLrn = (v: string) => /^[0-9]{12}$/.test(v);

/** A real calendar date written YYYY-MM-DD. */
export const isIsoDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
};

/** Optional LRN: blank means none; spaces and dashes people type are dropped. */
export const OptionalLrn = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
  optionalText(20).pipe(z.string().refine(isLrn, 'lrnInvalid').optional()),
);

/** Optional birth date, YYYY-MM-DD (what an <input type="date"> sends). */
export const OptionalBirthDate = optionalText(10).pipe(z.string().refine(isIsoDate, 'birthDateInvalid').optional());

const studentFields = {
  name: requiredText('studentNameRequired', 150),
  parent_guardian: requiredText('parentGuardianRequired', 150),
  contact_number: ContactNumber,
  lrn: OptionalLrn,
  birth_date: OptionalBirthDate,
  /** Optional: when sent, must equal password. */
  confirm_password: optionalText(200),
};

/**
 * POST /management/sections/{id}/students/add/ (multipart or JSON). With student_id, an unassigned
 * student of the school joins the section (their details updated from the form); the password may then
 * be left blank to keep theirs. Weak or mismatched passwords: 'Please meet all password requirements'.
 */
export const AddStudentBody = z
  .object({
    student_id: optionalFormId('studentNotFound'),
    ...studentFields,
    password: optionalText(200),
    gender: z.enum(['male', 'female'], { message: 'genderRequired' }),
    consent: FormBoolean.refine((v) => v, 'consentRequired'),
  })
  .superRefine((b, ctx) => {
    if (b.password === undefined && b.student_id !== undefined) return;
    const weak = b.password === undefined || !isStudentPasswordOk(b.password);
    if (weak || (b.confirm_password !== undefined && b.confirm_password !== b.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'studentPasswordWeak' });
    }
  });
/**
 * The add-student body as the schema gives it: what the web form's resolver yields and the web sends,
 * what the route hands the service and the service inserts (issue 21: typed once from form to SQL). The
 * output type, not `z.input`: the multipart fields' preprocessing makes their input `unknown`, which
 * would type nothing; a parsed body parses to itself, so it is also a valid request.
 */
export type AddStudentBody = z.output<typeof AddStudentBody>;

/** PATCH /management/sections/{s}/students/{id}/update/: password optional, consent required. */
export const UpdateStudentBody = z
  .object({
    ...studentFields,
    password: optionalText(200),
    gender: z.enum(['male', 'female', 'other'], { message: 'genderRequired' }),
    consent: FormBoolean.refine((v) => v, 'consentRequiredEdit'),
    /** Another picture of the shipped set for the child (issue 19); absent keeps hers. */
    avatar: AvatarKey.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.password === undefined) return;
    if (!isStudentPasswordOk(b.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: 'studentPasswordWeak' });
    else if (b.confirm_password !== undefined && b.confirm_password !== b.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'passwordsDoNotMatch' });
    }
  });
export type UpdateStudentBody = z.input<typeof UpdateStudentBody>;

/** Answer of add, update and unlock: the spec's success text and the student. */
export const StudentResponse = z.object({ message: z.string(), student: Student });
export type StudentResponse = z.infer<typeof StudentResponse>;

/** Answer of PATCH /management/students/reassign/. */
export const ReassignStudentsResponse = z.object({ message: z.string(), students: z.array(Student) });
export type ReassignStudentsResponse = z.infer<typeof ReassignStudentsResponse>;
