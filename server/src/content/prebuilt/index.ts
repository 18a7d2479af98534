/**
 * The prebuilt library: real content shipped with the product (issue 4 item 6). Activities are listed
 * area by area; their order is the order teachers see them in (activities.extra_data.order).
 */
import { ENGLISH_ACTIVITIES } from './english';
import { FILIPINO_ACTIVITIES } from './filipino';
import { MATH_ACTIVITIES } from './math';
import { TRACING_ACTIVITIES } from './tracing';
import type { ConceptKind } from '@aralin/contract';
import type { PrebuiltActivity, PrebuiltConcept, PrebuiltQuestion } from './types';

export type { PrebuiltActivity, PrebuiltQuestion, PrebuiltConcept, LibraryArea } from './types';

/** Every activity of the shipped library. */
export const PREBUILT_LIBRARY: readonly PrebuiltActivity[] = [
  ...FILIPINO_ACTIVITIES,
  ...ENGLISH_ACTIVITIES,
  ...MATH_ACTIVITIES,
  ...TRACING_ACTIVITIES,
];

/** The one-string title stored in activities.title: 'English / Filipino', Filipino first for the Filipino area. */
export function titleColumn(activity: Pick<PrebuiltActivity, 'title' | 'area'>): string {
  const { en, tl } = activity.title;
  if (en === tl) return en;
  return activity.area === 'filipino' ? `${tl} / ${en}` : `${en} / ${tl}`;
}

/** The concept a library question counts for (every one has its own, issue 15; library.test.ts checks). */
export function questionConcept(question: PrebuiltQuestion): PrebuiltConcept {
  if (!question.concept) throw new Error(`prebuilt library: a question without a concept: ${question.data.prompt_text.en}`);
  return question.concept;
}

/**
 * The activity's own concept (activities.concept_id): the one its questions share, or null when they count
 * for several (a letter activity teaches seven letters; each question says which, questions.concept_id).
 */
export function activityConcept(activity: Pick<PrebuiltActivity, 'questions'>): PrebuiltConcept | null {
  const names = new Set(activity.questions.map((q) => questionConcept(q).name.toLowerCase()));
  return names.size === 1 ? questionConcept(activity.questions[0]) : null;
}

/** Every concept of a library, once, by lower-case name, in library order. */
export function libraryConcepts(library: readonly PrebuiltActivity[]): Map<string, PrebuiltConcept> {
  const out = new Map<string, PrebuiltConcept>();
  for (const a of library) for (const q of a.questions) out.set(questionConcept(q).name.toLowerCase(), questionConcept(q));
  return out;
}

let kinds: Map<string, ConceptKind> | undefined;
/** The kind of a shipped-library concept by its stored name; null for a school's own (or an old) concept. */
export function libraryConceptKind(name: string, organizationId: number | null): ConceptKind | null {
  if (organizationId !== null) return null;
  kinds ??= new Map([...libraryConcepts(PREBUILT_LIBRARY)].flatMap(([lower, c]) => (c.kind ? [[lower, c.kind] as const] : [])));
  return kinds.get(name.toLowerCase()) ?? null;
}
