import type { Section } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { sectionKeys, studentKeys, teacherKeys } from '../../../lib/query-keys';
import { destinationsFor, everyoneTo, initialDestinations, movesFrom, touchedBySectionDelete } from './section-delete';

const students = [{ id: 7 }, { id: 8 }, { id: 9 }];

describe('reassigning before a delete (spec §4)', () => {
  it('starts with no section for everyone and builds the moves', () => {
    const destinations = { ...initialDestinations(students), 8: '3' };
    expect(movesFrom(students, destinations)).toEqual([
      { id: 7, new_section_id: null },
      { id: 8, new_section_id: 3 },
      { id: 9, new_section_id: null },
    ]);
  });

  it('can send everyone to one section', () => {
    expect(movesFrom(students, everyoneTo(students, '5')).map((m) => m.new_section_id)).toEqual([5, 5, 5]);
  });

  it('offers every section but the one being deleted', () => {
    const section = (id: number, name: string) => ({ id, name }) as Section;
    expect(destinationsFor([section(1, 'Rosas'), section(2, 'Gumamela'), section(3, 'Orchid')], 1).map((s) => s.id)).toEqual([2, 3]);
  });
});

describe('touchedBySectionDelete', () => {
  it('refreshes the lists, the target sections and the unassigned list, and drops the section', () => {
    const { invalidate, remove } = touchedBySectionDelete(4, [
      { id: 7, new_section_id: 2 },
      { id: 8, new_section_id: 2 },
      { id: 9, new_section_id: null },
    ]);
    expect(invalidate).toEqual([sectionKeys.lists(), teacherKeys.lists(), studentKeys.ofSection(2), studentKeys.unassigned()]);
    expect(remove).toEqual([sectionKeys.detail(4), studentKeys.ofSection(4)]);
  });

  it('leaves the unassigned list alone when nobody goes there', () => {
    expect(touchedBySectionDelete(4, []).invalidate).toEqual([sectionKeys.lists(), teacherKeys.lists()]);
  });
});
