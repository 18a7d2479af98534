/**
 * Field schemas shared by activity and question authoring (spec §3 payloads, §5 rules). The spec's
 * screens send single-language strings; the product's own screens may send both languages. Every text
 * normalises to a Bilingual value (a plain string fills both en and tl).
 */
import { z } from 'zod';
import { CompetencyField } from './curriculum';
import { Bilingual, LocalizedAudio } from './content';
import { formId, optionalText } from './forms';
import { limits } from './limits';

const TEXT_MAX = 500;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A text as the client sends it: a string, or {en, tl} (either may be missing). */
export const TextInput = z.union([
  z.string().max(TEXT_MAX, 'invalidInput'),
  z.object({ en: z.string().max(TEXT_MAX, 'invalidInput').nullish(), tl: z.string().max(TEXT_MAX, 'invalidInput').nullish() }),
]);
export type TextInput = z.infer<typeof TextInput>;

/** A TextInput as a Bilingual value: trimmed, a missing language filled from the other one. */
export function toBilingual(value: TextInput | null | undefined): Bilingual {
  if (value === null || value === undefined) return { en: '', tl: '' };
  if (typeof value === 'string') return { en: value.trim(), tl: value.trim() };
  const en = value.en?.trim() ?? '';
  const tl = value.tl?.trim() ?? '';
  return { en: en || tl, tl: tl || en };
}

/** True when a Bilingual value has text in some language. */
export const hasText = (b: Bilingual) => b.en !== '' || b.tl !== '';

/**
 * A file reference: a file-store key as POST /management/upload/ answered it, with or without the
 * leading '/' the web adds, or the '/files/<key>' address. Normalised to the bare key; blank is null.
 */
export const FileRef = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .max(300, 'fileNotFound')
    .transform((v) =>
      v
        .trim()
        .replace(/^\/+/, '')
        .replace(/^files\//, ''),
    )
    .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'fileNotFound'))
    .nullish(),
);

/** Recordings per language, as file references. */
export const AudioInput = z
  .object({ en: FileRef, tl: FileRef })
  .partial()
  .nullish()
  .transform((a): LocalizedAudio | null => (a && (a.en || a.tl) ? { en: a.en ?? null, tl: a.tl ?? null } : null));

/** A required score: a number (or its text) clamped to 1-100; missing or blank is 80 (spec §5, §9). */
export const RequiredScore = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return limits.requiredScoreDefault;
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isFinite(n)) return v;
    return Math.min(limits.requiredScoreMax, Math.max(limits.requiredScoreMin, Math.round(n)));
  },
  z.number({ message: 'requiredScoreInvalid' }).int('requiredScoreInvalid'),
);

/**
 * A concept: an existing one by id, or a new one of the school by name, each with a required score
 * (spec §3). A bare id (number or text) is accepted too.
 */
export const ConceptRef = z.preprocess(
  (v) => (typeof v === 'number' || (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) ? { id: v } : v),
  z
    .object({
      id: z.preprocess((v) => (v === '' || v === null ? undefined : v), formId('conceptNotFound').optional()),
      name: optionalText(150),
      required_score: RequiredScore,
      /** The curriculum competency of a school's concept (issue 13 item 7): absent keeps it, null clears it. */
      competency: CompetencyField.optional(),
    })
    .superRefine((c, ctx) => {
      if (c.id === undefined && c.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'conceptNameRequired' });
    }),
);
export type ConceptRef = z.output<typeof ConceptRef>;

/** Empty objects, nulls and blank strings for an optional concept mean "no concept". */
export const OptionalConceptRef = z.preprocess(
  (v) => (v === '' || v === null || (isRecord(v) && isBlank(v.id) && isBlank(v.name)) ? undefined : v),
  ConceptRef.optional(),
);
