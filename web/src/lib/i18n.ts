/**
 * i18next set-up: English (the spec's texts) and Filipino, remembered in localStorage and mirrored
 * in <html lang>. Each namespace of each language is its own small file, fetched the first time a screen
 * asks for it (react-i18next suspends until then), so a child typing a class code downloads the texts of
 * that screen in one language, not the whole staff workspace in two. The `validation` namespace is built
 * from the contract's message catalogue, so the keys zod issues carry always have both texts.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@aralin/contract/messages';
import { local } from './safe-storage';
import enCommon from '../locales/en/common.json';
import enStudent from '../locales/en/student.json';
import tlCommon from '../locales/tl/common.json';
import tlStudent from '../locales/tl/student.json';

export const LANGUAGE_KEY = 'language';

/**
 * The texts every visit needs at once (the shared labels and the child's sign-in screens), in both
 * languages, come with the entry: a child on a slow link doesn't wait one more round trip before the
 * class-code screen shows. Everything else is fetched per namespace.
 */
const bundled = {
  en: { common: enCommon, student: enStudent },
  tl: { common: tlCommon, student: tlStudent },
};

/** Every catalogue file, as a lazy import: Vite makes one small chunk of each. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/{en,tl}/*.json');

/** Loads one namespace of one language. */
export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === 'validation') {
    const { validationTexts } = await import('./validation-texts');
    return validationTexts(language === 'tl' ? 'tl' : 'en');
  }
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no catalogue ${language}/${namespace}`);
  return (await load()).default;
}

/** 'tl' or 'en' from a stored choice, else from the browser's languages. */
export function pickInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored === 'en' || stored === 'tl') return stored;
  const first = browserLanguages[0]?.toLowerCase() ?? '';
  return first.startsWith('tl') || first.startsWith('fil') ? 'tl' : 'en';
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** The interface language, as sent to the server (spec §1: en or tl). */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'tl' ? 'tl' : 'en';
}

/** Switches the interface language and remembers it. */
export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
}

/** Starts i18next; resolves once the first namespaces (common and `namespaces`) are there. */
export function initI18n(namespaces: readonly string[] = []): Promise<unknown> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    local.set(LANGUAGE_KEY, language);
  });
  const ready = i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      resources: bundled,
      lng: pickInitialLanguage(local.get(LANGUAGE_KEY), browserLanguages()),
      fallbackLng: 'en',
      supportedLngs: ['en', 'tl'],
      // English is the fallback of a missing key only, never fetched beside Filipino ahead of need.
      load: 'currentOnly',
      partialBundledLanguages: true,
      defaultNS: 'common',
      ns: ['common', ...namespaces],
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { bindI18n: 'languageChanged loaded' },
    });
  document.documentElement.lang = currentLanguage();
  return ready;
}

export { i18n };
