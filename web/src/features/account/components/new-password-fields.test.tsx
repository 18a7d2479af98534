// @vitest-environment jsdom
/** The new password, its checklist and its confirmation (spec §5, §8), as the reset screen uses them, against MSW. */
import { ResetPasswordBody, routes } from '@aralin/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { describedText, renderWithApp } from '../../../test/render';
import { ResetPasswordForm } from './reset-password-form';

const RESET = routes.account.resetPassword.path;

async function openReset() {
  const rendered = await renderWithApp(<ResetPasswordForm token="tok-123" email="guro@aralin.test" />, { namespaces: ['auth'] });
  await screen.findByLabelText('New Password');
  return rendered;
}

describe('new password fields (on the reset screen)', { timeout: 15_000 }, () => {
  it('lists what the password still needs while it is typed, then says it is satisfied', async () => {
    const { user } = await openReset();
    const password = screen.getByLabelText('New Password');
    await user.type(password, 'guro');
    expect(describedText(password)).toContain('Your password needs:');
    expect(describedText(password)).toContain('an uppercase letter (A-Z) (missing)');
    expect(describedText(password)).toContain('a lowercase letter (a-z) (done)');
    await user.type(password, '#2026AB');
    expect(describedText(password)).toContain('Password requirements satisfied');
  });

  it('puts "Passwords do not match" under the confirmation and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(RESET, sent));
    const { user } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'Guro#2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Guro#2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const confirm = screen.getByLabelText('Confirm Password');
    await waitFor(() => expect(describedText(confirm)).toContain('Passwords do not match'));
    expect(describedText(screen.getByLabelText('New Password'))).not.toContain('Passwords do not match');
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends both fields as the contract reads them, and puts the server's refusal under its field", async () => {
    const bodies: unknown[] = [];
    const tokens: (string | null)[] = [];
    // Signed out: the CSRF cookie (spec §4) goes back as a header.
    document.cookie = 'csrftoken=csrf-abc';
    server.use(
      http.post(RESET, async ({ request }) => {
        bodies.push(await request.json());
        tokens.push(request.headers.get('x-csrftoken'));
        return HttpResponse.json(
          { error: 'Please check the highlighted fields.', errors: { new_password: 'New password and confirmation do not match.' } },
          { status: 400 },
        );
      }),
    );
    const { user } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'Guro#2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Guro#2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const confirm = screen.getByLabelText('Confirm Password');
    await waitFor(() => expect(describedText(confirm)).toContain('New password and confirmation do not match.'));
    expect(bodies).toHaveLength(1);
    expect(tokens).toEqual(['csrf-abc']);
    expect(ResetPasswordBody.parse(bodies[0])).toEqual({
      email: 'guro@aralin.test',
      token: 'tok-123',
      password: 'Guro#2026',
      new_password: 'Guro#2026',
    });
  });
});
