import { findTracingDefinition, reviewStrokes, timings, type StrokeIssue } from '@aralin/contract';
import { useEffect, useRef, useState } from 'react';
import { say } from '../../../lib/sound/voice';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { PlayTopBar } from '../../../components/play/play-top-bar';
import { PreviewBanner } from '../../../components/play/preview-banner';
import { useAudioUnlock, useBackgroundMusic } from '../../../components/play/session-audio';
import { SessionEnd } from '../../../components/play/session-end';
import { usePlayNavigation } from '../../../components/play/use-play-navigation';
import { WaitingForInternet } from '../../../components/play/waiting-for-internet';
import { promptAudioOf, useTracingAudio } from '../api/use-tracing-audio';
import { useTracingSession } from '../api/use-tracing-session';
import { tracingProgress } from '../api/tracing-flow';
import { PencilIcon, TracingErrorBoundary, TracingErrorView } from './tracing-error';
import { PracticeLater } from './practice-later';
import { TracingQuestion } from './tracing-question';
import styles from './tracing.module.css';

/** /activity/{activityId}/tracing: tracing play (spec §2, §4) inside its own error boundary. */
export function TracingScreen() {
  const navigate = useNavigate();
  return (
    <TracingErrorBoundary onHome={() => void navigate('/student-home')}>
      <TracingPlay />
    </TracingErrorBoundary>
  );
}

function TracingPlay() {
  const { t } = useTranslation('tracing');
  const { activityId = '' } = useParams();
  const studentId = useSession().user?.id ?? 0;
  // The session keeps the language it started in, as matching and multiple choice do (issue 5).
  const [lang] = useState(currentLanguage);
  const { state, submit, guideDone, replayGuide, retry, continueNow } = useTracingSession(
    { studentId, activityId: Number(activityId) || 0 },
    lang,
  );
  const progress = useRef(0);
  if (state.phase === 'question') progress.current = tracingProgress(state);
  if (state.phase === 'ended') progress.current = 100;
  const definition = state.phase === 'question' ? findTracingDefinition(state.target) : undefined;

  // Issue 13 item 6: after a try that started at the wrong dot, went the wrong way or out of order, the
  // board shows the right dot and an arrow while the feedback shows, and the voice says it: in place of
  // the 'needs practice' line after a miss, after the chime after a pass.
  const [lesson, setLesson] = useState<StrokeIssue | null>(null);
  const feedbackKind = state.phase === 'question' ? state.feedback?.kind : undefined;
  const showLesson = feedbackKind === 'success' || feedbackKind === 'hint' ? lesson : null;
  const lessonSpoken = lesson ? t(`lesson.${lesson.kind}`, { n: lesson.stroke, lng: lang }) : '';
  useTracingAudio(state, lang, showLesson ? lessonSpoken : t('feedback.needsPracticeSpoken'), t('later.spoken'));
  useEffect(() => {
    if (feedbackKind !== 'success' || !showLesson) return;
    const timer = setTimeout(() => say({ url: null, text: lessonSpoken, lang }), timings.hintAudioDelayMs);
    return () => clearTimeout(timer);
  }, [feedbackKind, showLesson, lessonSpoken, lang]);
  useBackgroundMusic(state.phase !== 'ended');
  useAudioUnlock();

  const { goHome, goBack, title } = usePlayNavigation(lang);

  return (
    <div className={styles.shell}>
      <PlayTopBar progress={progress.current} onBack={goBack} onHelp={replayGuide} />
      <PreviewBanner />
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1 className="visually-hidden">{[t('title'), title].filter(Boolean).join(': ')}</h1>
        {state.phase === 'loading' && (
          <div className={styles.center} role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{t('loading')}</p>
          </div>
        )}
        {state.phase === 'error' && <TracingErrorView message={state.message} onHome={goHome} onRetry={retry} />}
        {state.phase === 'question' && !definition && (
          <div className={styles.center} role="alert">
            <PencilIcon />
            <h2 className={styles.centerTitle}>{t('errors.notFound')}</h2>
            <Button size="lg" onClick={goHome}>
              {t('home')}
            </Button>
          </div>
        )}
        {state.phase === 'question' && definition && state.feedback?.kind === 'later' && (
          <PracticeLater key={state.question.id} definition={definition} onNext={continueNow} />
        )}
        {state.phase === 'question' && definition && state.feedback?.kind !== 'later' && (
          <TracingQuestion
            key={state.question.id}
            state={state}
            definition={definition}
            lang={lang}
            promptAudio={promptAudioOf(state, lang)}
            onGuideDone={guideDone}
            onSubmit={(points) => {
              setLesson(reviewStrokes(definition, points).issue);
              void submit(points);
            }}
            lesson={showLesson}
          />
        )}
        {state.phase === 'ended' && <SessionEnd end={state.end} lang={lang} onHome={goHome} />}
      </main>
      <WaitingForInternet />
    </div>
  );
}
