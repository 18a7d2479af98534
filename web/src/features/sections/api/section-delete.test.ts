import type { Section } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { sectionKeys, studentKeys, teacherKeys } from '../../../lib/query-keys';
import { destinationsFor, touchedBySectionDelete } from './section-delete';

describe('reassigning before a delete (spec §4)', () => {
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
