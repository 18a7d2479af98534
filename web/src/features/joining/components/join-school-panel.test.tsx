// @vitest-environment jsdom
/** The join-code form of a teacher without a school (issue 20 item 3) against MSW. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { describedText, renderWithApp } from '../../../test/render';
import { JoinSchoolPanel } from './join-school-panel';

const MINE = '/management/join-requests/mine/';
const alone = { in_school: false, request: null };

async function openPanel() {
  server.use(http.get(MINE, () => HttpResponse.json(alone)));
  const rendered = await renderWithApp(<JoinSchoolPanel />, { namespaces: ['joining'] });
  await screen.findByLabelText('School join code');
  return rendered;
}

describe('Join a school', () => {
  it('sends the code as the contract reads it (upper case, no dash) and shows the request', async () => {
    let body: unknown;
    const pending = { status: 'pending', school_name: 'Paaralang Rizal', created_at: '2026-06-01T00:00:00.000Z', decided_at: null };
    server.use(
      http.post(MINE, async ({ request }) => {
        body = await request.json();
        server.use(http.get(MINE, () => HttpResponse.json({ in_school: false, request: pending })));
        return HttpResponse.json({ in_school: false, request: pending, message: 'Your request was sent.' }, { status: 201 });
      }),
    );
    const { user } = await openPanel();
    await user.type(screen.getByLabelText('School join code'), 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    await screen.findByRole('heading', { name: 'Waiting for approval' });
    expect(body).toEqual({ join_code: 'ABCD2345' });
    expect(screen.getByText('Your request was sent.')).toBeTruthy();
  });

  it("puts the server's refusal, else 'Could not send your request.', under the code", async () => {
    const { user } = await openPanel();
    const code = screen.getByLabelText('School join code');
    server.use(http.post(MINE, () => HttpResponse.json({ error: 'This join code is not valid.' }, { status: 404 })));
    await user.type(code, 'WXYZ2345');
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    await waitFor(() => expect(describedText(code)).toContain('This join code is not valid.'));
    expect(document.activeElement).toBe(code);

    server.use(http.post(MINE, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    await waitFor(() => expect(describedText(code)).toContain('Could not send your request.'));
  });

  it('sends nothing while the code is empty', async () => {
    const sent = vi.fn();
    server.use(http.post(MINE, sent));
    await openPanel();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Ask to join' }).disabled).toBe(true);
    expect(sent).not.toHaveBeenCalled();
  });
});
