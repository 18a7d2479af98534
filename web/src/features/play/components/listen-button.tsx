import type { ServedExtraData } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../../components/ui/speak-button';
import { useCanSpeak } from '../../../lib/sound/speech';
import { sayAll } from '../../../lib/sound/voice';
import { canSayAll, promptUtterances } from '../api/listening';
import styles from './listening.module.css';

/**
 * The big speaker of a listening item (issue 15 item 4): says the prompt, then the word the item asks about.
 * Where neither a recording nor the device's voice can say it all, it shows a crossed-out speaker and says so
 * (the item can't be answered by listening on this tablet; docs/student-app.md).
 */
export function ListenButton({ data, lang }: { data: ServedExtraData; lang: 'en' | 'tl' }) {
  const { t } = useTranslation('play');
  const canEn = useCanSpeak('en');
  const canTl = useCanSpeak('tl');
  const list = promptUtterances(data, lang);
  if (!canSayAll(list, (l) => (l === 'en' ? canEn : canTl)))
    return (
      <div className={styles.cannot} role="note">
        <span className={styles.cannotIcon} aria-hidden="true">
          <SpeakerIcon size={36} muted />
        </span>
        <span>{t('listening.cannotSpeak')}</span>
      </div>
    );
  return (
    <button type="button" className={styles.listen} aria-label={t('listening.listen')} onClick={() => sayAll(list, { explicit: true })}>
      <SpeakerIcon size={52} />
    </button>
  );
}
