// @vitest-environment jsdom
/** Add Subject (spec §2, §5, §8) against MSW: the contract's checks, and each kind of server answer. */
import type { Section } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { describedText, type Rendered, renderWithApp } from '../../../test/render';
import { AddSubjectDialog } from './add-subject-dialog';

const ADD = '/management/subjects/add/';

const section: Section = {
  id: 9,
  name: 'Rosas',
  teacher: 7,
  teacher_name: 'Santos',
  image_path: 'ROSAS',
  class_code: 'ABC234',
  cover_photo: null,
  student_count: 3,
  created_at: '2026-06-01T00:00:00.000Z',
};

async function openDialog() {
  const onClose = vi.fn();
  const rendered = await renderWithApp(<AddSubjectDialog open section={section} onClose={onClose} />, { namespaces: ['subjects'] });
  await screen.findByRole('heading', { name: 'Add Subject' });
  return { ...rendered, onClose };
}

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Add Subject' }));

describe('Add Subject', () => {
  it("requires the name in the contract's words and sends nothing", async () => {
    const sent = vi.fn();
    const dialog = await openDialog();
    server.use(http.post(ADD, sent));
    await dialog.user.type(screen.getByLabelText('Subject name'), '   ');
    await submit(dialog);
    expect(describedText(screen.getByLabelText('Subject name'))).toBe('Subject name required');
    expect(screen.getByRole('alert').textContent).toBe('Check the marked field above.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the name, the cover, the section and its teacher, then says so and closes', async () => {
    let body: unknown;
    server.use(
      http.post(ADD, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Subject added successfully!', subject: {} }, { status: 201 });
      }),
    );
    const dialog = await openDialog();
    await dialog.user.type(screen.getByLabelText('Subject name'), 'Mathematics ');
    await dialog.user.click(screen.getByRole('radio', { name: 'Green' }));
    await submit(dialog);
    await waitFor(() => expect(dialog.onClose).toHaveBeenCalledOnce());
    expect(screen.getByText('Subject added successfully!')).toBeTruthy();
    expect(body).toEqual({ name: 'Mathematics', cover_image: 'GREEN', teacher_id: 7, section: 9 });
  });

  it("puts the server's field error under the name", async () => {
    server.use(
      http.post(ADD, () =>
        HttpResponse.json(
          {
            error: 'A subject with this name already exists in this section.',
            errors: { name: 'A subject with this name already exists in this section.' },
          },
          { status: 409 },
        ),
      ),
    );
    const dialog = await openDialog();
    await dialog.user.type(screen.getByLabelText('Subject name'), 'Mathematics');
    await submit(dialog);
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Subject name'))).toBe('A subject with this name already exists in this section.'),
    );
    expect(dialog.onClose).not.toHaveBeenCalled();
  });

  it("says 'Failed to add subject' for any other failure, with or without an answer", async () => {
    const dialog = await openDialog();
    await dialog.user.type(screen.getByLabelText('Subject name'), 'Mathematics');
    server.use(http.post(ADD, () => HttpResponse.json({ error: 'Internal error' }, { status: 500 })));
    await submit(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add subject');

    server.use(http.post(ADD, () => HttpResponse.error()));
    await submit(dialog);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to add subject');
    expect(dialog.onClose).not.toHaveBeenCalled();
  });
});
