/**
 * The shape of one prebuilt-library activity as written in the content modules. The sync turns it into
 * rows (concepts, activities with is_prebuilt, questions); its questions are stored exactly as contract
 * `QuestionData`, so the play engine needs nothing special for library content.
 */
import type { ActivityIcon, ActivityType, Bilingual, CompetencyKey, ConceptKind, Difficulty, QuestionData } from '@aralin/contract';

/** Which school subject a library activity belongs to (for the teacher's browsing; not a subject row). */
export type LibraryArea = 'filipino' | 'english' | 'mathematics' | 'tracing';

/** A library concept: shared by every question that names it (matched case-insensitively); see concepts.ts. */
export interface PrebuiltConcept {
  /** The stored name, both languages in one string ('Letter Aa / Titik Aa'). */
  name: string;
  /** The two names the stored one is made of. */
  names?: Bilingual;
  /** What it is about, for grouping long lists (a letter, a number…). */
  kind?: ConceptKind;
  required_score: number;
  /** The curriculum competency it serves (issue 13 item 7): every library concept has one (library.test.ts). */
  competency?: CompetencyKey;
}

export interface PrebuiltQuestion {
  difficulty: Difficulty;
  data: QuestionData;
  /** The concept this question counts for (issue 15): every library question has one (library.test.ts). */
  concept?: PrebuiltConcept;
}

export interface PrebuiltActivity {
  /** Stable id (activities.prebuilt_key). Never rename one that has shipped: a new key is a new activity. */
  key: string;
  area: LibraryArea;
  /** Both languages; the title column stores `en / tl` (or one of them when they are the same). */
  title: Bilingual;
  type: ActivityType;
  icon: ActivityIcon;
  required_score: number;
  /** A short lesson for the activity detail, in both languages (activities.extra_data.lesson). */
  lesson: Bilingual;
  /** Card picture: shipped artwork ('/art/<name>.svg') or null. */
  image: string | null;
  questions: PrebuiltQuestion[];
}
