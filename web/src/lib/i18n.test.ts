import { describe, expect, it } from 'vitest';
import { messages } from '@aralin/contract';
import { pickInitialLanguage } from './i18n';
import { resources, validationTexts } from './i18n-resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogues', () => {
  it('have the same keys in English and Filipino, none empty', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keysOf(resources.tl[ns]).sort(), ns).toEqual(keysOf(resources.en[ns]).sort());
      for (const lang of ['en', 'tl'] as const) {
        for (const key of keysOf(resources[lang][ns])) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lang][ns]);
          expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${ns}:${key}`).toBe(true);
        }
      }
    }
  });

  it('keeps the kid-facing spec title the same in both languages', () => {
    expect(resources.en.student.profile.title).toBe('PILIIN ANG IYONG PROFILE');
    expect(resources.tl.student.profile.title).toBe('PILIIN ANG IYONG PROFILE');
  });

  it('builds the validation namespace from the contract messages', () => {
    expect(validationTexts('en').passwordsDoNotMatch).toBe(messages.passwordsDoNotMatch.en);
    expect(validationTexts('tl').emailRequired).toBe(messages.emailRequired.tl);
  });
});

describe('pickInitialLanguage', () => {
  it('prefers the stored choice, then a Filipino browser, then English', () => {
    expect(pickInitialLanguage('tl', ['en-US'])).toBe('tl');
    expect(pickInitialLanguage(null, ['fil-PH'])).toBe('tl');
    expect(pickInitialLanguage(null, ['tl'])).toBe('tl');
    expect(pickInitialLanguage('xx', ['en-PH'])).toBe('en');
    expect(pickInitialLanguage(null, [])).toBe('en');
  });
});
