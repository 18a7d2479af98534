/** Class list import and export (issue 12): a section's children from a DepEd LIS export, and back. */
import { z } from 'zod';
import { QueryBoolean, optionalText } from './forms';

/** Query of POST /management/sections/{id}/students/import/: `dry_run=true` checks without writing. */
export const ImportStudentsQuery = z.object({ dry_run: QueryBoolean });
export type ImportStudentsQuery = z.infer<typeof ImportStudentsQuery>;

/** The fields of an imported row that can be wrong. */
export const ImportField = z.enum(['lrn', 'name', 'gender', 'birth_date', 'parent_guardian', 'contact_number']);
export type ImportField = z.infer<typeof ImportField>;

/** One problem of one row, in the request's language. */
export const ImportRowError = z.object({ field: ImportField, message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

/** One child as read from the file; `line` is the spreadsheet row number (the header is line 1). */
export const ImportRow = z.object({
  line: z.number(),
  lrn: z.string().nullable(),
  name: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  birth_date: z.string().nullable(),
  parent_guardian: z.string(),
  contact_number: z.string(),
  errors: z.array(ImportRowError),
});
export type ImportRow = z.infer<typeof ImportRow>;

/** A child created by the import with the starting password to hand them (shown this once). */
export const ImportedStudent = z.object({ id: z.number(), name: z.string(), lrn: z.string().nullable(), password: z.string() });
export type ImportedStudent = z.infer<typeof ImportedStudent>;

/**
 * Answer of the import. A dry run lists every row with its problems and creates nobody. A real import
 * (only when no row has a problem; otherwise 400 with `errors` keyed `rows.<line>.<field>`) lists the
 * children created, each with a starting password, and the sign-in sheet to print next.
 */
export const ImportStudentsResponse = z.object({
  message: z.string(),
  dry_run: z.boolean(),
  /** Headers of the file that were not used (shown so the teacher knows what was ignored). */
  ignored_columns: z.array(z.string()),
  rows: z.array(ImportRow),
  error_count: z.number(),
  created: z.array(ImportedStudent),
  /** Path of the section's printable sign-in sheet (GET), after a real import. */
  sign_in_sheet: z.string().nullable(),
});
export type ImportStudentsResponse = z.infer<typeof ImportStudentsResponse>;

/**
 * POST /management/sections/{id}/sign-in-sheet/: starting passwords to print on the cards of these
 * children (those the import just answered); other children's cards keep the blank line.
 */
export const SignInSheetBody = z.object({
  passwords: z.array(z.object({ student_id: z.number().int().positive(), password: z.string().min(1).max(128) })).max(300),
});
export type SignInSheetBody = z.infer<typeof SignInSheetBody>;

/** GET/PATCH /management/school/: the caller's school. */
export const School = z.object({
  id: z.number(),
  name: z.string(),
  /** DepEd School ID: 6 digits, or null when not set. */
  deped_school_id: z.string().nullable(),
  /** The school's time zone (IANA name, Asia/Manila by default): every staff screen shows times in it (issue 20). */
  timezone: z.string(),
  /** Children with no activity for this many years are erased (issue 18); null: kept until erased by hand. */
  retention_years: z.number().nullable(),
});
export type School = z.infer<typeof School>;

/** Whether a text names a time zone this runtime knows (IANA, e.g. 'Asia/Manila'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

/** PATCH /management/school/ (admins): blank clears the DepEd School ID; a time zone left out stays. */
export const UpdateSchoolBody = z.object({
  deped_school_id: optionalText(20).pipe(
    z
      .string()
      .regex(/^[0-9]{6}$/, 'schoolIdInvalid')
      .optional(),
  ),
  /** Left out: the time zone stays as it is. */
  timezone: z.string().max(64).refine(isTimeZone, 'timeZoneInvalid').optional(),
  /** 1 to 20 years; null turns the rule off; left out, it stays. */
  retention_years: z
    .preprocess(
      // A form's field gives text: blank is "no rule", digits are years.
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
      z.number({ error: 'retentionInvalid' }).int('retentionInvalid').min(1, 'retentionInvalid').max(20, 'retentionInvalid').nullable(),
    )
    .optional(),
});
export type UpdateSchoolBody = z.input<typeof UpdateSchoolBody>;

/** Answer of PATCH /management/school/. */
export const UpdateSchoolResponse = z.object({ message: z.string(), school: School });
export type UpdateSchoolResponse = z.infer<typeof UpdateSchoolResponse>;
