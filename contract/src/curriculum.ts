/**
 * Curriculum tags (issue 13 item 7): the DepEd Kindergarten competency a concept serves, grouped by the
 * MATATAG Kindergarten curriculum's own developmental domains (docs/prebuilt-library.md "Curriculum tags").
 *
 * No official learning-competency code of the MATATAG Kindergarten curriculum guide (August 2023) could be
 * found in the sources consulted, so `code` is null for every entry: codes are never made up. The English
 * words are DepEd's own Kindergarten competency wording (Kindergarten curriculum guide / MELC lists; the
 * LRMDS portal for the mathematics ones); the Filipino words are Aralin's translation. `key` is Aralin's
 * stable id of an entry (what concepts.competency stores), not a DepEd code.
 */
import { z } from 'zod';
import type { BilingualMessage } from './messages';

export interface Competency {
  key: string;
  /** The official code, null when none could be found (every entry today; see above). */
  code: string | null;
  grade: 'K' | '1';
  domain: BilingualMessage;
  words: BilingualMessage;
}

const LLC_ALPHABET = {
  en: 'Literacy, Language, and Communication: Alphabet Knowledge',
  tl: 'Literasi, Wika, at Komunikasyon: Kaalaman sa Alpabeto',
};
const LLC_PHONO = {
  en: 'Literacy, Language, and Communication: Phonological Awareness',
  tl: 'Literasi, Wika, at Komunikasyon: Kamalayang Ponolohikal',
};
const LLC_ORAL = { en: 'Literacy, Language, and Communication: Oral Language', tl: 'Literasi, Wika, at Komunikasyon: Pasalitang Wika' };
const COG_MATH = { en: 'Cognitive Development: Mathematics', tl: 'Pag-unlad ng Kaisipan: Matematika' };

/** The competencies a concept can be tagged with, in the curriculum's order. */
export const COMPETENCIES = [
  {
    key: 'k-alphabet',
    code: null,
    grade: 'K',
    domain: LLC_ALPHABET,
    words: {
      en: 'Identify the letters of the alphabet (mother tongue, orthography)',
      tl: 'Natutukoy ang mga titik ng alpabeto (unang wika, ortograpiya)',
    },
  },
  {
    key: 'k-letter-sounds',
    code: null,
    grade: 'K',
    domain: LLC_PHONO,
    words: { en: 'Identify the letter names and sounds', tl: 'Natutukoy ang pangalan at tunog ng mga titik' },
  },
  {
    key: 'k-vocabulary',
    code: null,
    grade: 'K',
    domain: LLC_ORAL,
    words: {
      en: 'Acquire new words, widening vocabulary linked to own experiences',
      tl: 'Natututo ng mga bagong salita, napalalawak ang talasalitaan mula sa sariling karanasan',
    },
  },
  {
    key: 'k-rote-count-20',
    code: null,
    grade: 'K',
    domain: COG_MATH,
    words: { en: 'Rote count up to 20', tl: 'Nakabibilang nang sunod-sunod hanggang 20' },
  },
  {
    key: 'k-count-10',
    code: null,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Count objects with one-to-one correspondence up to quantities of 10',
      tl: 'Nakabibilang ng mga bagay nang isa-sa-isa hanggang 10',
    },
  },
  {
    key: 'k-numerals-10',
    code: null,
    grade: 'K',
    domain: COG_MATH,
    words: { en: 'Recognize and identify numerals 0 to 10', tl: 'Nakikilala at natutukoy ang mga bilang 0 hanggang 10' },
  },
  {
    key: 'k-compare-groups',
    code: null,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Compare two groups of objects to decide which is more or less, or if they are equal',
      tl: 'Naihahambing ang dalawang pangkat ng bagay kung alin ang mas marami o mas kaunti, o kung magkapareho',
    },
  },
  {
    key: 'k-before-after',
    code: null,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Identify the number that comes before, after, or in between',
      tl: 'Natutukoy ang bilang na bago, pagkatapos, o nasa pagitan',
    },
  },
  {
    key: 'k-sort-attribute',
    code: null,
    grade: 'K',
    domain: COG_MATH,
    words: {
      en: 'Sort and classify objects according to one attribute/property (shape, color, size, function/use)',
      tl: 'Napagpapangkat ang mga bagay ayon sa isang katangian (hugis, kulay, laki, gamit)',
    },
  },
  {
    key: 'k-describe-attributes',
    code: null,
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
  grade: z.enum(['K', '1']),
  domain: z.object({ en: z.string(), tl: z.string() }),
  words: z.object({ en: z.string(), tl: z.string() }),
});
export type CompetencyTag = z.infer<typeof CompetencyTag>;

/** The tag of a stored key, or null. */
export function competencyTag(key: string | null | undefined): CompetencyTag | null {
  const c = competencyOf(key);
  return c ? { key: c.key, code: c.code, grade: c.grade, domain: { ...c.domain }, words: { ...c.words } } : null;
}
