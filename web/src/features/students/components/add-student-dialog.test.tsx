// @vitest-environment jsdom
/** Add Student (spec §5, §8) against MSW: the contract's checks, and each kind of server answer. */
import { AddStudentBody, type Student } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { describedText, type Rendered, renderWithApp } from '../../../test/render';
import { AddStudentDialog } from './add-student-dialog';

const ADD = '/management/sections/5/students/add/';

const saved: Student = {
  id: 31,
  name: 'Maria Makiling',
  gender: 'female',
  parent_guardian: 'Aling Nena',
  parent_name: 'Aling Nena',
  contact_number: '09171234567',
  lrn: null,
  birth_date: null,
  section: 5,
  section_name: 'Rosas',
  is_locked: false,
  locked_until: null,
  created_at: '2026-06-01T00:00:00.000Z',
  consent_at: '2026-06-01T00:00:00.000Z',
  consent_by: 'guro.santos',
};

async function openDialog(): Promise<Rendered & { onClose: () => void }> {
  server.use(http.get('/management/students/unassigned/', () => HttpResponse.json([])));
  const onClose = vi.fn();
  const rendered = await renderWithApp(<AddStudentDialog sectionId={5} open onClose={onClose} />, { namespaces: ['students'] });
  await screen.findByRole('heading', { name: 'Add Student' });
  return { ...rendered, onClose };
}

async function fillIn({ user }: Rendered) {
  await user.type(screen.getByLabelText('Name'), '  Maria Makiling ');
  await user.type(screen.getByLabelText('Password'), 'Bata#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Bata#2026');
  await user.type(screen.getByLabelText('Parent/Guardian'), 'Aling Nena');
  await user.type(screen.getByLabelText('Contact number'), '0917 123 4567');
  await user.click(screen.getByLabelText('Female'));
  await user.click(screen.getByLabelText('I confirm parental consent obtained.'));
}

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Add Student' }));

describe('Add Student', () => {
  it('marks every missing field with its contract message and sends nothing', async () => {
    const sent = vi.fn();
    const dialog = await openDialog();
    server.use(http.post(ADD, sent));
    await submit(dialog);
    expect(describedText(screen.getByLabelText('Name'))).toBe('Name is required.');
    expect(describedText(screen.getByLabelText('Parent/Guardian'))).toBe('Parent/Guardian is required.');
    expect(describedText(screen.getByLabelText('Contact number'))).toBe('Contact number is required.');
    expect(describedText(screen.getByLabelText('I confirm parental consent obtained.'))).toBe('Please confirm parental consent');
    expect(screen.getByText('Please meet all password requirements')).toBeTruthy();
    expect(screen.getByText('Please choose a gender.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Check the \d+ marked fields above\./);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the body the contract parses, then says so and closes', async () => {
    let body: FormData | null = null;
    const dialog = await openDialog();
    server.use(
      http.post(ADD, async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ message: 'Student added successfully!', student: saved }, { status: 201 });
      }),
    );
    await fillIn(dialog);
    await submit(dialog);
    await waitFor(() => expect(dialog.onClose).toHaveBeenCalledOnce());
    expect(screen.getByText('Student added successfully!')).toBeTruthy();
    const sent = AddStudentBody.parse(Object.fromEntries(body!.entries()));
    expect(sent).toEqual({
      name: 'Maria Makiling',
      password: 'Bata#2026',
      confirm_password: 'Bata#2026',
      parent_guardian: 'Aling Nena',
      contact_number: '0917 123 4567',
      gender: 'female',
      consent: true,
    });
  });

  it("puts the server's field error under its field", async () => {
    const dialog = await openDialog();
    server.use(
      http.post(ADD, () =>
        HttpResponse.json(
          { error: 'Invalid input', errors: { contact_number: 'Enter a contact number of 7 to 20 digits.' } },
          { status: 400 },
        ),
      ),
    );
    await fillIn(dialog);
    await submit(dialog);
    const contact = screen.getByLabelText('Contact number');
    await waitFor(() => expect(describedText(contact)).toBe('Enter a contact number of 7 to 20 digits.'));
    expect(document.activeElement).toBe(contact);
    expect(dialog.onClose).not.toHaveBeenCalled();
  });

  it("shows the server's general error in the form's feedback", async () => {
    const dialog = await openDialog();
    server.use(http.post(ADD, () => HttpResponse.json({ error: 'Section not found' }, { status: 404 })));
    await fillIn(dialog);
    await submit(dialog);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Section not found');
    expect(document.activeElement).toBe(alert);
  });

  it("says 'Failed to add student' when the server gives no text, or no answer comes", async () => {
    const dialog = await openDialog();
    server.use(http.post(ADD, () => new HttpResponse(null, { status: 500 })));
    await fillIn(dialog);
    await submit(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add student');

    server.use(http.post(ADD, () => HttpResponse.error()));
    await submit(dialog);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to add student'));
    expect(dialog.onClose).not.toHaveBeenCalled();
  });
});
