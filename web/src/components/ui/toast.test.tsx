// @vitest-environment jsdom
/** Popups (spec §4): shown, and gone when the app's language changes (their text is in the old one). */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { useToast } from './toast';

function ShowButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Saved in English', 'error')}>
      show
    </button>
  );
}

describe('popups', () => {
  it('go when the language changes', async () => {
    const { user } = await renderWithApp(<ShowButton />);
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('alert').textContent).toContain('Saved in English');
    await act(async () => {
      await i18n.changeLanguage('tl');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
