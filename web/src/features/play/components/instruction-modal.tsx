import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SpeakButton } from '../../../components/ui/speak-button';
import { local } from '../../../lib/safe-storage';
import { ChoiceDemo, MatchingDemo } from './how-to-play-animation';
import styles from './play.module.css';

export type PlayKind = 'matching' | 'multiple_choice';

const seenKey = (kind: PlayKind) => `aralin_howto_${kind}`;

/** True until the how-to-play window was closed once on this tablet for this kind of game. */
export function shouldShowInstructions(kind: PlayKind): boolean {
  return local.get(seenKey(kind)) !== 'seen';
}

/** The instruction modal of spec §2: an animation of how to play, read aloud on request. */
export function InstructionModal({ kind, open, lang, onClose }: { kind: PlayKind; open: boolean; lang: 'en' | 'tl'; onClose: () => void }) {
  const { t } = useTranslation('play');
  const text = kind === 'matching' ? t('instructions.matching') : t('instructions.choice');
  const close = () => {
    local.set(seenKey(kind), 'seen');
    onClose();
  };
  return (
    <Modal open={open} title={t('instructions.title')} onClose={close}>
      <div className={styles.howTo}>
        {kind === 'matching' ? <MatchingDemo /> : <ChoiceDemo />}
        <div className={styles.howToText}>
          <p>{text}</p>
          <SpeakButton text={text} lang={lang} label={t('replay')} />
        </div>
        <Button size="xl" block onClick={close} data-autofocus>
          {t('instructions.start')}
        </Button>
      </div>
    </Modal>
  );
}
