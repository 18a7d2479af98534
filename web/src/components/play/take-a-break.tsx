import { timings } from '@aralin/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { SpeakButton } from '../ui/speak-button';
import { say, stopVoice } from '../../lib/sound/voice';
import { HomeIcon } from './play-icons';
import styles from './take-a-break.module.css';

/**
 * The gentle "let's take a break" suggestion (issue 14 item 5): after two misses in a row and the easier
 * question that followed, the server sets `suggest_break` and this screen comes before the next question.
 * A picture says it without reading (a child resting on a pillow under the moon), the words are spoken
 * (and a speaker says them again); one button keeps playing, the other stops for now (home: the session
 * stays open and goes on next time).
 */
export function TakeABreak({ lang, onKeepPlaying, onStop }: { lang: 'en' | 'tl'; onKeepPlaying: () => void; onStop: () => void }) {
  const { t } = useTranslation('play');
  const spoken = `${t('break.title')} ${t('break.text')}`;

  useEffect(() => {
    const timer = setTimeout(() => say({ url: null, text: spoken, lang }), timings.promptAudioDelayMs);
    return () => {
      clearTimeout(timer);
      stopVoice();
    };
  }, [spoken, lang]);

  return (
    <section className={styles.break} aria-labelledby="break-title" data-testid="take-a-break">
      <RestingPicture />
      <div className={styles.words}>
        <h2 id="break-title" className={styles.title}>
          {t('break.title')}
        </h2>
        <SpeakButton text={spoken} lang={lang} label={t('listen')} size="lg" />
      </div>
      <p className={styles.text}>{t('break.text')}</p>
      <div className={styles.buttons}>
        <Button size="lg" onClick={onKeepPlaying} icon={<PlayIcon />}>
          {t('break.keepPlaying')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onStop} icon={<HomeIcon />}>
          {t('break.stop')}
        </Button>
      </div>
    </section>
  );
}

/** A sleepy child's face on a pillow, a moon and "z z": rest, without a word to read. */
function RestingPicture() {
  return (
    <svg className={styles.picture} viewBox="0 0 240 160" role="img" aria-hidden="true" focusable="false">
      <path d="M196 12 a24 24 0 1 0 22 34 a20 20 0 1 1 -22 -34z" fill="#ffd54f" />
      <text x="150" y="44" fontSize="22" fontWeight="700" fill="#7e57c2">
        z
      </text>
      <text x="164" y="26" fontSize="16" fontWeight="700" fill="#9575cd">
        z
      </text>
      <rect x="28" y="96" width="184" height="44" rx="22" fill="#90caf9" />
      <ellipse cx="88" cy="96" rx="58" ry="22" fill="#e3f2fd" />
      <circle cx="100" cy="78" r="34" fill="#ffcc80" />
      <path d="M70 66 q30 -36 62 -4 q-30 -14 -62 4z" fill="#5d4037" />
      <path d="M84 80 q6 6 12 0" stroke="#5d4037" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M106 80 q6 6 12 0" stroke="#5d4037" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M94 94 q7 6 14 0" stroke="#d84315" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="80" cy="90" r="5" fill="#ffab91" />
      <circle cx="122" cy="90" r="5" fill="#ffab91" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
