/**
 * For the forms' component tests (jsdom): switch the interface language, loading every namespace already
 * in use in it, and switch back after the test (`renderWithApp` starts in English once per file).
 */
import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './i18n';

export async function speak(language: 'en' | 'tl'): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

/** Call once in a test file that switches to Filipino: every test starts in English again. */
export function backToEnglishAfterEach(): void {
  afterEach(async () => {
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
  });
}
