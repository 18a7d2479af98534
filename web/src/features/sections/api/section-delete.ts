/** Pure rules of removing a section (spec §4 'Section deletion'), apart from the screen for testing. */
import type { Section, StudentMove } from '@aralin/contract';
import type { QueryKey } from '@tanstack/react-query';
import { sectionKeys, studentKeys, teacherKeys } from '../../../lib/query-keys';

/** The sections a student of `leaving` can move to: every other section, by name. */
export function destinationsFor(sections: readonly Section[], leaving: number): Section[] {
  return sections.filter((s) => s.id !== leaving).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The cached data a section delete touches: the section lists and the teachers' counts, the sections the
 * students moved into, and the unassigned list when someone went there. The deleted section's own
 * entries are dropped rather than refetched.
 */
export function touchedBySectionDelete(sectionId: number, moves: readonly StudentMove[]): { invalidate: QueryKey[]; remove: QueryKey[] } {
  const targets = [...new Set(moves.map((m) => m.new_section_id).filter((id): id is number => typeof id === 'number'))];
  const invalidate: QueryKey[] = [sectionKeys.lists(), teacherKeys.lists(), ...targets.map((id) => studentKeys.ofSection(id))];
  if (moves.some((m) => m.new_section_id === null)) invalidate.push(studentKeys.unassigned());
  return { invalidate, remove: [sectionKeys.detail(sectionId), studentKeys.ofSection(sectionId)] };
}
