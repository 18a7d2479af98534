import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../ui/icons';
import { SpeakerIcon } from '../ui/speak-button';
import { setOn, useSoundPref } from '../../lib/sound/sound-prefs';
import { stopVoice } from '../../lib/sound/voice';
import { HelpIcon, MusicIcon } from './play-icons';
import styles from './play-top-bar.module.css';

interface Props {
  progress: number;
  onBack: () => void;
  onHelp: () => void;
}

/** Back, the progress bar, how-to-play, and the music and sound toggles (spec §2 audio controls). */
export function PlayTopBar({ progress, onBack, onHelp }: Props) {
  const { t } = useTranslation('play');
  const music = useSoundPref('music');
  const sound = useSoundPref('sound');
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <header className={styles.topBar}>
      <button type="button" className={styles.roundButton} onClick={onBack} aria-label={t('back')}>
        <ArrowLeftIcon size={28} />
      </button>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
        <span className={styles.progressText} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.roundButton} onClick={onHelp} aria-label={t('help')}>
          <HelpIcon />
        </button>
        <button
          type="button"
          className={styles.roundButton}
          aria-pressed={music}
          aria-label={t('music')}
          onClick={() => setOn('music', !music)}
        >
          <MusicIcon off={!music} />
        </button>
        <button
          type="button"
          className={styles.roundButton}
          aria-pressed={sound}
          aria-label={t('sound')}
          onClick={() => {
            if (sound) stopVoice();
            setOn('sound', !sound);
          }}
        >
          <SpeakerIcon size={28} muted={!sound} />
        </button>
      </div>
    </header>
  );
}
