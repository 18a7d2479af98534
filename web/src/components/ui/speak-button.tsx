import { useTranslation } from 'react-i18next';
import { useCanSpeak } from '../../lib/sound/speech';
import { say } from '../../lib/sound/voice';
import { LineIcon } from './icons';

interface SpeakButtonProps {
  /** What is read: a recording's address when there is one, else the text by the device's voice. */
  text: string;
  url?: string | null;
  lang: 'en' | 'tl';
  /** The button's accessible name ('Listen', 'Listen to cat'). */
  label?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A speaker button for children who can't read yet. Hidden when there is nothing to play it with
 * (no recording and no voice for the language): a button that does nothing would only confuse.
 */
export function SpeakButton({ text, url = null, lang, label, size = 'md', className }: SpeakButtonProps) {
  const { t } = useTranslation();
  const canSpeak = useCanSpeak(lang);
  if (!url && !canSpeak) return null;
  const px = size === 'lg' ? 56 : 48;
  return (
    <button
      type="button"
      className={['speak-button', className].filter(Boolean).join(' ')}
      style={{ width: px, height: px }}
      aria-label={label ?? t('listen')}
      onClick={(event) => {
        event.stopPropagation();
        say({ url, text, lang }, { explicit: true });
      }}
    >
      <SpeakerIcon size={Math.round(px * 0.5)} />
    </button>
  );
}

export function SpeakerIcon({ size = 24, muted = false }: { size?: number; muted?: boolean }) {
  return (
    <LineIcon size={size} strokeWidth={2.2}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {muted ? <path d="m16 9.5 5 5m0-5-5 5" /> : <path d="M15.5 9a4.2 4.2 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />}
    </LineIcon>
  );
}
