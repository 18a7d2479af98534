/**
 * Issue 13 item 3: the other language, one tap away. A picture button beside the prompt shows the prompt in
 * the other language (English ⇄ Filipino) and says it in that language; the app's language stays. A second
 * tap goes back. The tap rides with the next answer (play-api.ts withOtherLanguage) for the teacher.
 * Decisions: docs/adaptive-play.md "The other language, one tap away".
 */
import type { OtherLanguagePrompt, ServedExtraData } from '@aralin/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sayAll, stopVoice } from '../../lib/sound/voice';
import { forgetOtherLanguage, setOtherLanguageShown } from './play-api';
import styles from './other-language.module.css';

type Lang = 'en' | 'tl';

/** The HTML language tag of a text shown in en or tl. */
export const htmlLang = (lang: Lang) => (lang === 'tl' ? 'fil' : 'en');

/** The class of the prompt's card while the other language shows. */
export const shownCardClass = styles.shownCard;

/** What the prompt shows and says: the session's language, or the other one while it is turned on. */
export interface ShownPrompt {
  lang: Lang;
  text: string;
  audio: string | null;
}

/**
 * The other-language state of a question. `attemptKey` changes with each new attempt (a wrong first try's
 * hint, a new question): each attempt starts in the app's language.
 */
export function useOtherLanguage(questionId: number | null, data: ServedExtraData | null, lang: Lang, attemptKey: string) {
  const other: OtherLanguagePrompt | null = data?.other_language ?? null;
  const [onFor, setOnFor] = useState<string | null>(null);
  const shown = other !== null && onFor === attemptKey;

  useEffect(() => {
    if (questionId === null) return;
    setOtherLanguageShown(questionId, shown);
  }, [questionId, shown]);
  useEffect(() => {
    if (questionId === null) return;
    return () => forgetOtherLanguage(questionId);
  }, [questionId]);

  const prompt: ShownPrompt | null = !data
    ? null
    : shown && other
      ? { lang: other.lang, text: other.prompt_text, audio: data.prompt_audio[other.lang] }
      : { lang, text: data.prompt_text, audio: data.prompt_audio[lang] };

  const toggle = () => {
    if (!other || !data) return;
    if (shown) {
      setOnFor(null);
      stopVoice();
      return;
    }
    setOnFor(attemptKey);
    // The prompt said in the other language; a listening item's word stays in the language it teaches.
    const word = data.listening?.word;
    sayAll(
      [
        { url: data.prompt_audio[other.lang], text: other.prompt_text, lang: other.lang },
        ...(word ? [{ url: word.audio, text: word.text, lang: word.lang }] : []),
      ],
      { explicit: true },
    );
  };

  return { other, shown, prompt, toggle };
}

/** The button: two speech bubbles, the front one marked with the language it switches to. No reading needed. */
export function OtherLanguageButton({ other, shown, onToggle }: { other: OtherLanguagePrompt; shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={[styles.button, shown && styles.on].filter(Boolean).join(' ')}
      aria-pressed={shown}
      aria-label={other.lang === 'tl' ? t('otherLanguage.toTl') : t('otherLanguage.toEn')}
      data-testid="other-language"
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <BubblesIcon tag={other.lang === 'tl' ? 'FIL' : 'EN'} />
    </button>
  );
}

function BubblesIcon({ tag }: { tag: string }) {
  return (
    <svg width="44" height="40" viewBox="0 0 44 40" aria-hidden="true" focusable="false">
      {/* The back bubble: the language on screen now. */}
      <path d="M4 4h20a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3H12l-5 4v-4H4a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z" className={styles.back} />
      <path d="M6 10h14M6 15h10" className={styles.lines} />
      {/* The front bubble: the other language. */}
      <path d="M17 14h23a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3h-3v5l-6-5H17a3 3 0 0 1-3-3V17a3 3 0 0 1 3-3z" className={styles.front} />
      <text x="28.5" y="27.5" textAnchor="middle" className={styles.tag}>
        {tag}
      </text>
    </svg>
  );
}
