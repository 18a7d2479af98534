// @vitest-environment jsdom
/** Reassign Students (spec §2, §4): the moves the form gives, as the contract's body parses them. */
import type { Section, Student } from '@aralin/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ReassignStudentsDialog } from './reassign-students-dialog';

const section = (id: number, name: string) => ({ id, name }) as Section;
const student = (id: number, name: string) => ({ id, name }) as Student;
const children = [student(7, 'Ana'), student(8, 'Ben'), student(9, 'Caloy')];

async function openDialog(error?: string) {
  const onConfirm = vi.fn();
  const rendered = await renderWithApp(
    <ReassignStudentsDialog
      section={section(1, 'Rosas')}
      students={children}
      destinations={[section(2, 'Gumamela'), section(3, 'Orchid')]}
      busy={false}
      error={error}
      onCancel={() => undefined}
      onConfirm={onConfirm}
    />,
    { namespaces: ['sections'] },
  );
  await screen.findByRole('heading', { name: 'Reassign Students' });
  return { ...rendered, onConfirm };
}

describe('Reassign Students', () => {
  it('moves each student where chosen, nobody chosen meaning no section', async () => {
    const { user, onConfirm } = await openDialog();
    await user.selectOptions(screen.getByLabelText('Ben'), 'Orchid');
    await user.click(screen.getByRole('button', { name: 'Reassign and delete' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { id: 7, new_section_id: null },
      { id: 8, new_section_id: 3 },
      { id: 9, new_section_id: null },
    ]);
  });

  it('moves everyone to one section, and one back to none', async () => {
    const { user, onConfirm } = await openDialog();
    await user.selectOptions(screen.getByLabelText('Move everyone to'), 'Gumamela');
    expect(screen.getByLabelText<HTMLSelectElement>('Caloy').value).toBe('2');
    await user.selectOptions(screen.getByLabelText('Ana'), 'No section (unassigned)');
    await user.click(screen.getByRole('button', { name: 'Reassign and delete' }));
    expect(onConfirm.mock.calls[0]?.[0]).toEqual([
      { id: 7, new_section_id: null },
      { id: 8, new_section_id: 2 },
      { id: 9, new_section_id: 2 },
    ]);
  });

  it("shows the delete's failure in the form's feedback", async () => {
    await openDialog('Failed to delete section and reassign students.');
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete section and reassign students.');
  });
});
