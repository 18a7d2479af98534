// @vitest-environment jsdom
/** Assign / Unassign (spec §2 'Prebuilt Activities', §5, §8) against MSW. */
import type { Student } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithApp } from '../../../test/render';
import { AssignDialog, type AssignTarget } from './assign-dialog';

const ASSIGN = '/management/sections/5/activities/40/assign/';
const UNASSIGN = '/management/sections/5/activities/40/unassign/';
const child = (id: number, name: string) => ({ id, name, gender: 'female' }) as Student;

async function openDialog(mode: AssignTarget['mode']) {
  server.use(http.get('/management/sections/5/students/', () => HttpResponse.json([child(7, 'Ana'), child(8, 'Ben'), child(9, 'Caloy')])));
  const onClose = vi.fn();
  const target: AssignTarget = { mode, activityId: 40, title: 'Letter A', assignedIds: [8], subjectId: 3 };
  const rendered = await renderWithApp(<AssignDialog target={target} sectionId={5} onClose={onClose} />, { namespaces: ['prebuilt'] });
  await screen.findByLabelText(/Ana/);
  return { ...rendered, onClose };
}

describe('Assign / Unassign', () => {
  it('asks for at least one student, in the contract’s words, and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(ASSIGN, sent));
    const { user } = await openDialog('assign');
    await user.click(screen.getByRole('button', { name: 'Assign (0)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select at least one student to assign.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('assigns every child who can still change (Select All), then says so and closes', async () => {
    let body: unknown;
    server.use(
      http.post(ASSIGN, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Activity successfully assigned!', changed: 2, assigned_student_ids: [7, 8, 9] });
      }),
    );
    const { user, onClose } = await openDialog('assign');
    expect(screen.getByLabelText<HTMLInputElement>(/Ben/).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Assign (2)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(body).toEqual({ student_ids: [7, 9], subject_id: 3 });
    expect(screen.getByText('Activity successfully assigned!')).toBeTruthy();
  });

  it("says 'Failed to unassign activity. Please try again.' when the call fails", async () => {
    server.use(http.post(UNASSIGN, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    const { user, onClose } = await openDialog('unassign');
    await user.click(screen.getByLabelText(/Ben/));
    await user.click(screen.getByRole('button', { name: 'Unassign (1)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to unassign activity. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
