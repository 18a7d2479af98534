/**
 * Building blocks for staff request schemas. Several calls of spec §7 are multipart forms, where every
 * value arrives as text, so these accept both the JSON value and its form spelling.
 */
import { z } from 'zod';

/** A required, trimmed text field; empty or missing gives `key`. */
export const requiredText = (key: string, max = 150) => z.string({ message: key }).trim().min(1, key).max(max, key);

/** An optional text field: missing, null or blank becomes undefined. */
export const optionalText = (max = 200) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(max).optional());

/** A checkbox: true, 'true', 'on', '1' or 1 are checked; anything else (or nothing) is not. */
export const FormBoolean = z.preprocess((v) => v === true || v === 1 || v === 'true' || v === 'on' || v === '1', z.boolean());

/** A positive integer id, as a number or its text; `key` on anything else. */
export const formId = (key = 'notFound') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ message: key }).int(key).positive(key).max(2_147_483_647, key),
  );

/** An optional id: missing, null or blank becomes undefined. */
export const optionalFormId = (key = 'notFound') => z.preprocess((v) => (v === null || v === '' ? undefined : v), formId(key).optional());

/** Path parameters naming one row. */
export const IdParams = z.object({ id: formId() });
export type IdParams = z.infer<typeof IdParams>;

/** Path parameters naming a student of a section. */
export const SectionStudentParams = z.object({ sectionId: formId(), studentId: formId() });
export type SectionStudentParams = z.infer<typeof SectionStudentParams>;

/**
 * The organizational_id the web sends on list calls (spec §7). The server always uses the caller's own
 * school; a different value answers 404 (docs/staff-workspace.md).
 */
export const OrganizationQuery = z.object({ organizational_id: z.string().max(20).optional() });
export type OrganizationQuery = z.infer<typeof OrganizationQuery>;

/** A query flag: 'true' / 'false' (or a boolean); absent means no filter. */
export const QueryBoolean = z.preprocess(
  (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v === '' ? undefined : v),
  z.boolean({ message: 'invalidInput' }).optional(),
);
