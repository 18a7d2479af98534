import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { usePlayAudio } from '../api/use-play-audio';
import { usePlaySession } from '../api/use-play-session';
import { InstructionModal, type PlayKind, shouldShowInstructions } from './instruction-modal';
import { QuestionView } from './question-view';
import { PlayTopBar } from '../../../components/play/play-top-bar';
import { PreviewBanner } from '../../../components/play/preview-banner';
import { useAudioUnlock, useBackgroundMusic } from '../../../components/play/session-audio';
import { SessionEnd } from '../../../components/play/session-end';
import { TakeABreak } from '../../../components/play/take-a-break';
import { usePlayNavigation } from '../../../components/play/use-play-navigation';
import { WaitingForInternet } from '../../../components/play/waiting-for-internet';
import styles from './play.module.css';

/** /activity/{id}/matching and /activity/{id}/multiple_choice: one adaptive play session (spec §4). */
export function PlayScreen({ kind }: { kind: PlayKind }) {
  const { t } = useTranslation('play');
  const { activityId = '' } = useParams();
  const studentId = useSession().user?.id ?? 0;
  // The session keeps the language it started in: questions, answers and voices stay consistent.
  const [lang] = useState(currentLanguage);
  const [helpOpen, setHelpOpen] = useState(() => shouldShowInstructions(kind));
  const { state, submit, next, retry, keepPlaying } = usePlaySession({ studentId, activityId: Number(activityId) }, lang);
  const progress = useRef(0);
  if (state.phase === 'question') progress.current = state.question.progress_percentage;
  if (state.phase === 'ended') progress.current = 100;

  usePlayAudio(state, lang, helpOpen);
  useBackgroundMusic(state.phase !== 'ended');
  useAudioUnlock();

  const { goHome, goBack, title } = usePlayNavigation(lang);

  return (
    <div className={styles.shell}>
      <PlayTopBar progress={progress.current} onBack={goBack} onHelp={() => setHelpOpen(true)} />
      <PreviewBanner />
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1 className="visually-hidden">
          {[kind === 'matching' ? t('titleMatching') : t('titleChoice'), title].filter(Boolean).join(': ')}
        </h1>
        {state.phase === 'loading' && (
          <div className={styles.center} role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{t('loadingQuestion')}</p>
          </div>
        )}
        {state.phase === 'error' && (
          <div className={styles.center}>
            <p className={styles.errorText} role="alert">
              {state.message}
            </p>
            <div className={styles.errorButtons}>
              <Button variant="secondary" size="lg" onClick={goHome}>
                {t('home')}
              </Button>
              <Button size="lg" onClick={retry}>
                {t('retry')}
              </Button>
            </div>
          </div>
        )}
        {state.phase === 'question' && <QuestionView state={state} lang={lang} onSubmit={(answer) => void submit(answer)} onNext={next} />}
        {state.phase === 'break' && <TakeABreak lang={lang} onKeepPlaying={keepPlaying} onStop={goHome} />}
        {state.phase === 'ended' && <SessionEnd end={state.end} lang={lang} onHome={goHome} />}
      </main>
      <InstructionModal kind={kind} open={helpOpen} lang={lang} onClose={() => setHelpOpen(false)} />
      <WaitingForInternet />
    </div>
  );
}
