/**
 * Curriculum tags (issue 13 item 7): the DepEd Kindergarten competency a concept serves, grouped by the
 * MATATAG Kindergarten curriculum's own developmental domains (docs/prebuilt-library.md "Curriculum tags").
 *
 * Codes. No learning-competency code of the MATATAG Kindergarten curriculum guide (August 2023) was found
 * in the sources consulted. The codes below are those of the K to 12 Kindergarten Curriculum Guide (May
 * 2016), each read next to the same competency wording in DepEd teachers' lesson plans and a school's
 * competency directory that cite that guide (which pages, docs/prebuilt-library.md); `codeSource` names the
 * guide so the UI can say whose code it is. A competency whose code was not found next to its wording keeps
 * `code: null` (and `codeSource: null`): codes are never made up or guessed. No source consulted says that
 * MATATAG carried these competencies or codes over, so none is claimed.
 *
 * The English words are DepEd's own Kindergarten wording (of the 2016 guide where a code is given); the
 * Filipino words are Aralin's translation. `key` is Aralin's stable id of an entry (what concepts.competency
 * stores), not a DepEd code.
 */
import { z } from 'zod';
import type { BilingualMessage, Language } from './messages';

/** The DepEd document the codes come from, named in both languages (shown with a code). */
export const K12_KINDERGARTEN_GUIDE_2016: BilingualMessage = {
  en: 'K to 12 Kindergarten Curriculum Guide (May 2016)',
  tl: 'K to 12 Kindergarten Curriculum Guide (Mayo 2016)',
};

export interface Competency {
  key: string;
  /** The official learning-competency code, null when none was found next to the competency's wording. */
  code: string | null;
  /** Whose code `code` is (null exactly when `code` is). */
  codeSource: BilingualMessage | null;
  grade: 'K' | '1';
  domain: BilingualMessage;
  words: BilingualMessage;
}

const K12_2016 = K12_KINDERGARTEN_GUIDE_2016;
const NO_CODE = { code: null, codeSource: null } as const;

const LLC_ALPHABET = {
  en: 'Literacy, Language, and Communication: Alphabet Knowledge',
  tl: 'Literasi, Wika, at Komunikasyon: Kaalaman sa Alpabeto',
};
const LLC_ORAL = { en: 'Literacy, Language, and Communication: Oral Language', tl: 'Literasi, Wika, at Komunikasyon: Pasalitang Wika' };
const COG_MATH = { en: 'Cognitive Development: Mathematics', tl: 'Pag-unlad ng Kaisipan: Matematika' };

/** The competencies a concept can be tagged with, in the curriculum's order. */
export const COMPETENCIES = [
  {
    key: 'k-alphabet',
    code: 'LLKAK-Ih-3',
    codeSource: K12_2016,
    grade: 'K',
    domain: LLC_ALPHABET,
    words: {
      en: 'Identify the letters of the alphabet (mother tongue, orthography)',
      tl: 'Natutukoy ang mga titik ng alpabeto (unang wika, ortograpiya)',
    },
  },
  {
    key: 'k-letter-sounds',
    code: 'LLKAK-Ih-7',
    codeSource: K12_2016,
    grade: 'K',
    domain: LLC_ALPHABET,
    words: {
      en: 'Give the sound of each letter (mother tongue, orthography)',
      tl: 'Nasasabi ang tunog ng bawat titik (unang wika, ortograpiya)',
    },
  },
  {
    key: 'k-vocabulary',
    ...NO_CODE,
    grade: 'K',
    domain: LLC_ORAL,
    words: {
      en: 'Acquire new words, widening vocabulary linked to own experiences',
      tl: 'Natututo ng mga bagong salita, napalalawak ang talasalitaan mula sa sariling karanasan',
    },
  },
  {
    key: 'k-rote-count-20',
    code: 'MKSC-00-12',
    codeSource: K12_2016,
    grade: 'K',
    domain: COG_MATH,
    words: { en: 'Rote count up to 20', tl: 'Nakabibilang nang sunod-sunod hanggang 20' },
  },
  {
    key: 'k-count-10',
    code: 'MKC-00-7',
    codeSource: K12_2016,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Count objects with one-to-one correspondence up to quantities of 10',
      tl: 'Nakabibilang ng mga bagay nang isa-sa-isa hanggang 10',
    },
  },
  {
    key: 'k-numerals-10',
    code: 'MKC-00-2',
    codeSource: K12_2016,
    grade: 'K',
    domain: COG_MATH,
    words: { en: 'Recognize and identify numerals 0 to 10', tl: 'Nakikilala at natutukoy ang mga bilang 0 hanggang 10' },
  },
  {
    key: 'k-compare-groups',
    code: 'MKC-00-8',
    codeSource: K12_2016,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Compare two groups of objects to decide which is more or less, or if they are equal',
      tl: 'Naihahambing ang dalawang pangkat ng bagay kung alin ang mas marami o mas kaunti, o kung magkapareho',
    },
  },
  {
    key: 'k-before-after',
    ...NO_CODE,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Identify the number that comes before, after, or in between',
      tl: 'Natutukoy ang bilang na bago, pagkatapos, o nasa pagitan',
    },
  },
  {
    key: 'k-sort-attribute',
    code: 'MKSC-00-6',
    codeSource: K12_2016,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Sort and classify objects according to one attribute/property (shape, color, size, function/use)',
      tl: 'Napagpapangkat ang mga bagay ayon sa isang katangian (hugis, kulay, laki, gamit)',
    },
  },
  {
    key: 'k-describe-attributes',
    ...NO_CODE,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Describe objects based on attributes/properties (shapes, size, its use and functions)',
      tl: 'Nailalarawan ang mga bagay ayon sa katangian (hugis, laki, gamit)',
    },
  },
] as const satisfies readonly Competency[];

export type CompetencyKey = (typeof COMPETENCIES)[number]['key'];
export const COMPETENCY_KEYS = COMPETENCIES.map((c) => c.key) as [CompetencyKey, ...CompetencyKey[]];

/** The entry of a key (undefined for an unknown one). */
export function competencyOf(key: string | null | undefined): Competency | undefined {
  return COMPETENCIES.find((c) => c.key === key);
}

/** A competency key as sent by a form: '' or null means none; an unknown key is refused. */
export const CompetencyField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.enum(COMPETENCY_KEYS, { message: 'competencyUnknown' }).nullable(),
);

/** A competency as the API shows it (code and words in both languages). */
export const CompetencyTag = z.object({
  key: z.string(),
  code: z.string().nullable(),
  /** Whose code it is (the DepEd document), null when there is no code. */
  code_source: z.object({ en: z.string(), tl: z.string() }).nullable(),
  grade: z.enum(['K', '1']),
  domain: z.object({ en: z.string(), tl: z.string() }),
  words: z.object({ en: z.string(), tl: z.string() }),
});
export type CompetencyTag = z.infer<typeof CompetencyTag>;

/** The tag of a stored key, or null. */
export function competencyTag(key: string | null | undefined): CompetencyTag | null {
  const c = competencyOf(key);
  return c
    ? {
        key: c.key,
        code: c.code,
        code_source: c.codeSource ? { ...c.codeSource } : null,
        grade: c.grade,
        domain: { ...c.domain },
        words: { ...c.words },
      }
    : null;
}

/**
 * A competency as a teacher reads it: its words, then its official code in brackets when it has one, as
 * DepEd's own documents write it ("Count objects … up to quantities of 10 (MKC-00-7)").
 */
export function competencyLabel(c: { code: string | null; words: BilingualMessage }, language: Language): string {
  return c.code ? `${c.words[language]} (${c.code})` : c.words[language];
}
