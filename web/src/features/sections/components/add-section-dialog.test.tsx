// @vitest-environment jsdom
/** Add Section (spec §2, §5, §8) against MSW: the contract's checks, and each kind of server answer. */
import { AddSectionBody, type Section, type Teacher } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { ADMIN, describedText, type Rendered, renderWithApp } from '../../../test/render';
import { AddSectionDialog } from './add-section-dialog';

const ADD = '/management/sections/add/';

const teacher = (id: number, name: string): Teacher => ({
  id,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@aralin.test`,
  is_active: true,
  first_name: name,
  last_name: '',
  name,
  section_count: 0,
  student_count: 0,
  last_activity: null,
  recent_actions: [],
});

const section: Section = {
  id: 9,
  name: 'Rosas',
  teacher: 7,
  teacher_name: 'Santos',
  image_path: 'ROSAS',
  class_code: 'ABC234',
  cover_photo: null,
  student_count: 0,
  created_at: '2026-06-01T00:00:00.000Z',
};

async function openDialog(teachers: Teacher[] | null) {
  const onClose = vi.fn();
  const rendered = await renderWithApp(<AddSectionDialog open onClose={onClose} teachers={teachers} />, {
    namespaces: ['sections'],
    user: teachers ? ADMIN : undefined,
  });
  await screen.findByRole('heading', { name: 'Add Section' });
  return { ...rendered, onClose };
}

/** Answers the add call, keeping what was sent. */
function answerAdd(): { body: () => Record<string, unknown> } {
  let sent: FormData | null = null;
  server.use(
    http.post(ADD, async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ message: 'Section created successfully!', section }, { status: 201 });
    }),
  );
  return { body: () => Object.fromEntries(sent!.entries()) };
}

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Add Section' }));

describe('Add Section', () => {
  it("asks an admin for the name and the teacher, in the contract's words, and sends nothing", async () => {
    const sent = vi.fn();
    const dialog = await openDialog([teacher(7, 'Santos')]);
    server.use(http.post(ADD, sent));
    await submit(dialog);
    expect(describedText(screen.getByLabelText('Section name'))).toBe('Section name is required.');
    expect(describedText(screen.getByLabelText('Teacher'))).toBe('Please select a teacher.');
    expect(screen.getByRole('alert').textContent).toBe('Check the 2 marked fields above.');
    expect(document.activeElement).toBe(screen.getByLabelText('Section name'));
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends an admin's section with the chosen teacher and thumbnail, then says so and closes", async () => {
    const add = answerAdd();
    const dialog = await openDialog([teacher(7, 'Santos'), teacher(8, 'Reyes')]);
    await dialog.user.type(screen.getByLabelText('Section name'), ' Rosas ');
    await dialog.user.click(screen.getByLabelText('ORCHID'));
    await dialog.user.selectOptions(screen.getByLabelText('Teacher'), 'Reyes');
    await submit(dialog);
    await waitFor(() => expect(dialog.onClose).toHaveBeenCalledOnce());
    expect(screen.getByText('Section created successfully!')).toBeTruthy();
    expect(AddSectionBody.parse(add.body())).toEqual({ name: 'Rosas', teacher: 8, image_path: 'ORCHID' });
  });

  it("sends a teacher's section without a teacher, GUMAMELA by default", async () => {
    const add = answerAdd();
    const dialog = await openDialog(null);
    expect(screen.queryByLabelText('Teacher')).toBeNull();
    await dialog.user.type(screen.getByLabelText('Section name'), 'Sampaguita');
    await submit(dialog);
    await waitFor(() => expect(dialog.onClose).toHaveBeenCalledOnce());
    expect(add.body()).toEqual({ name: 'Sampaguita', image_path: 'GUMAMELA' });
  });

  it("puts the server's field error under its field", async () => {
    const dialog = await openDialog([teacher(7, 'Santos')]);
    server.use(
      http.post(ADD, () => HttpResponse.json({ error: 'Teacher not found', errors: { teacher: 'Teacher not found' } }, { status: 404 })),
    );
    await dialog.user.type(screen.getByLabelText('Section name'), 'Rosas');
    await dialog.user.selectOptions(screen.getByLabelText('Teacher'), 'Santos');
    await submit(dialog);
    const select = screen.getByLabelText('Teacher');
    await waitFor(() => expect(describedText(select)).toBe('Teacher not found'));
    expect(document.activeElement).toBe(select);
    expect(dialog.onClose).not.toHaveBeenCalled();
  });

  it("shows the server's general error, else 'Failed to create section' (also with no answer at all)", async () => {
    const dialog = await openDialog(null);
    await dialog.user.type(screen.getByLabelText('Section name'), 'Rosas');
    server.use(http.post(ADD, () => HttpResponse.json({ error: 'Too many requests' }, { status: 429 })));
    await submit(dialog);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');

    server.use(http.post(ADD, () => HttpResponse.error()));
    await submit(dialog);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to create section'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(dialog.onClose).not.toHaveBeenCalled();
  });
});
