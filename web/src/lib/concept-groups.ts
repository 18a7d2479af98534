/**
 * Long concept lists in groups (issue 15 item 2): the shipped library has a concept per letter, number,
 * shape, color, sound… (113), so a child's mastery or a section's Concepts Overview is grouped by kind once
 * it has more than a screenful; a school's own concepts come last.
 */
import { CONCEPT_KINDS, type ConceptKind } from '@aralin/contract';

/** Lists longer than this are shown in groups; shorter ones stay one list. */
export const GROUP_FROM = 12;

export interface ConceptGroup<T> {
  /** The kind, or 'other' for a school's own concepts. */
  key: ConceptKind | 'other';
  items: T[];
}

/** The items by kind in CONCEPT_KINDS order (each group keeps the items' order), own concepts last. */
export function groupConcepts<T extends { kind?: ConceptKind | null }>(items: readonly T[]): ConceptGroup<T>[] {
  const keys: (ConceptKind | 'other')[] = [...CONCEPT_KINDS, 'other'];
  return keys
    .map((key) => ({ key, items: items.filter((item) => (item.kind ?? 'other') === key) }))
    .filter((group) => group.items.length > 0);
}
