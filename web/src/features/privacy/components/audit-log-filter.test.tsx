// @vitest-environment jsdom
/** The audit log's filter (issue 18) against MSW: the contract's `AuditQuery` checks, and each kind of server answer. */
import { AuditQuery, routes, type AuditEntry } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { backToEnglishAfterEach, speak } from '../../../lib/form-test-language';
import { server } from '../../../test/msw';
import { ADMIN, describedText, type Rendered, renderWithApp } from '../../../test/render';
import { AuditLogScreen } from './audit-log-screen';

const LOG = routes.management.auditLog.path;

const entry: AuditEntry = {
  id: 1,
  created_at: '2026-06-02T01:00:00.000Z',
  actor_type: 'staff',
  actor_id: 12,
  actor_name: 'guro.santos',
  action: 'erase',
  entity: 'student',
  entity_id: 5,
  details: null,
  ip: null,
};

backToEnglishAfterEach();

/** Answers the log, keeping each query asked; `answer` may refuse a filtered one. */
function answerLog(answer: (query: URLSearchParams) => Response | null = () => null): { queries: URLSearchParams[] } {
  const kept = { queries: [] as URLSearchParams[] };
  server.use(
    http.get(routes.management.school.path, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    http.get(LOG, ({ request }) => {
      const query = new URL(request.url).searchParams;
      kept.queries.push(query);
      return answer(query) ?? HttpResponse.json({ entries: query.size > 0 ? [entry] : [], truncated: false });
    }),
  );
  return kept;
}

async function openScreen() {
  const rendered = await renderWithApp(<AuditLogScreen />, { namespaces: ['privacy'], user: ADMIN });
  await screen.findByText('Nothing matches these filters.');
  return rendered;
}

const show = ({ user }: Rendered, name = 'Show') => user.click(screen.getByRole('button', { name }));

describe('Audit log filter', { timeout: 20_000 }, () => {
  it("checks the person's number in the contract's words, and asks nothing", async () => {
    const log = answerLog();
    const view = await openScreen();
    await view.user.type(screen.getByLabelText("Person's number"), 'abc');
    await show(view);
    expect(describedText(screen.getByLabelText("Person's number"))).toBe('Please check the highlighted fields.');
    expect(document.activeElement).toBe(screen.getByLabelText("Person's number"));
    expect(log.queries).toHaveLength(1);
  });

  it('checks that the dates are in order, in English and Filipino, and asks nothing', async () => {
    const log = answerLog();
    const view = await openScreen();
    await view.user.type(screen.getByLabelText('From'), '2026-06-10');
    await view.user.type(screen.getByLabelText('To'), '2026-06-01');
    await show(view);
    // The form's check runs after the click (its resolver is asynchronous): a busy machine shows it a moment later.
    await waitFor(() => expect(describedText(screen.getByLabelText('To'))).toBe('The start date must come before the end date.'));
    expect(log.queries).toHaveLength(1);

    await speak('tl');
    await show(view, 'Ipakita');
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Hanggang'))).toBe('Dapat mauna ang petsa ng simula sa petsa ng pagtatapos.'),
    );
    expect(log.queries).toHaveLength(1);
  });

  it('asks for the filtered log with the query the contract parses, and shows it', async () => {
    const log = answerLog();
    const view = await openScreen();
    await view.user.selectOptions(screen.getByLabelText('Kind of person'), 'staff');
    await view.user.type(screen.getByLabelText("Person's number"), ' 12 ');
    await view.user.selectOptions(screen.getByLabelText('Action'), "Erased a child's data");
    await view.user.type(screen.getByLabelText('From'), '2026-06-01');
    await show(view);
    await screen.findByRole('cell', { name: 'student #5' });
    expect(log.queries).toHaveLength(2);
    expect(AuditQuery.parse(Object.fromEntries(log.queries[1]))).toEqual({
      actor_type: 'staff',
      actor_id: 12,
      action: 'erase',
      from: '2026-06-01',
    });
  });

  it("puts the server's field error under its field", async () => {
    answerLog((query) =>
      query.has('from')
        ? HttpResponse.json({ error: 'Please check the highlighted fields.', errors: { from: 'Bad date' } }, { status: 400 })
        : null,
    );
    const view = await openScreen();
    await view.user.type(screen.getByLabelText('From'), '2026-06-01');
    await show(view);
    await waitFor(() => expect(describedText(screen.getByLabelText('From'))).toBe('Bad date'), { timeout: 8000 });
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
  });

  it("shows the server's general error, else 'The audit log could not be loaded.' (also with no answer)", async () => {
    answerLog((query) => (query.get('action') === 'login' ? HttpResponse.json({ error: 'Too many requests' }, { status: 429 }) : null));
    const view = await openScreen();
    await view.user.selectOptions(screen.getByLabelText('Action'), 'Signed in');
    await show(view);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests'), { timeout: 8000 });

    server.use(http.get(LOG, () => HttpResponse.error()));
    await view.user.selectOptions(screen.getByLabelText('Action'), 'Any action');
    await show(view);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The audit log could not be loaded.'), { timeout: 8000 });
  });
});
