import type { StrokeIssue, TracingDefinition, TracingPoint } from '@aralin/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SpeakButton } from '../../../components/ui/speak-button';
import { htmlLang, OtherLanguageButton, shownCardClass, useOtherLanguage } from '../../../components/play/other-language';
import { canSubmit, type TracingQuestionState } from '../api/tracing-flow';
import { flattenStrokes } from '../api/viewbox';
import { TracingBoard } from './tracing-board';
import { TracingFeedback } from './tracing-feedback';
import styles from './tracing.module.css';

interface Props {
  state: TracingQuestionState;
  definition: TracingDefinition;
  lang: 'en' | 'tl';
  promptAudio: string | null;
  onGuideDone: () => void;
  onSubmit: (points: TracingPoint[]) => void;
  /** Issue 13 item 6: the stroke to teach while the try's feedback shows, or null. */
  lesson?: StrokeIssue | null;
}

/** One tracing question: the prompt, the board and the Done / Erase buttons (spec §2 'Tracing play'). */
export function TracingQuestion({ state, definition, lang, promptAudio, onGuideDone, onSubmit, lesson = null }: Props) {
  const { t } = useTranslation('tracing');
  const strokes = useRef<TracingPoint[][]>([]);
  const [count, setCount] = useState(0);
  const [erased, setErased] = useState(0);
  const onCount = useCallback((n: number) => setCount(n), []);
  const { question, stage } = state;
  const submitting = stage === 'submitting';
  const drawing = stage === 'drawing';
  const status = stage === 'guide' ? t('status.watch') : drawing ? t('status.yourTurn') : null;
  // Issue 13 item 3: the prompt in the other language, one tap away; it stays over the question's tries.
  const data = question.extra_data;
  const other = useOtherLanguage(question.id, data, lang, String(question.id));
  const shown = other.shown && other.prompt ? other.prompt : null;

  return (
    <div className={styles.question}>
      <div className={[styles.prompt, shown && shownCardClass].filter(Boolean).join(' ')}>
        <svg className={styles.model} viewBox={definition.viewBox} aria-hidden="true">
          <path d={definition.path} strokeWidth={definition.strokeWidth} />
        </svg>
        <div className={styles.promptBody}>
          <p className={styles.promptText} lang={shown ? htmlLang(shown.lang) : undefined}>
            {shown?.text || data.prompt_text || t('defaultPrompt', { target: definition.label })}
          </p>
          {question.guidance && <p className={styles.guidance}>{question.guidance}</p>}
          <p className={styles.status} aria-live="polite">
            {status}
          </p>
        </div>
        {shown ? (
          <SpeakButton text={shown.text} url={shown.audio} lang={shown.lang} label={t('playInstructions')} size="lg" />
        ) : (
          promptAudio && <SpeakButton text={data.prompt_text} url={promptAudio} lang={lang} label={t('playInstructions')} size="lg" />
        )}
        {other.other && <OtherLanguageButton other={other.other} shown={other.shown} onToggle={other.toggle} />}
      </div>
      <TracingBoard
        definition={definition}
        guiding={stage === 'guide'}
        guideRun={state.guideRun}
        onGuideDone={onGuideDone}
        drawingEnabled={drawing}
        strokes={strokes}
        clearKey={`${state.clearCount}:${erased}`}
        onCount={onCount}
        canvasLabel={t('canvas', { target: definition.label })}
        lesson={lesson}
      />
      <div className={styles.feedbackArea}>
        <TracingFeedback feedback={state.feedback} />
        {lesson && <p className={styles.lessonLine}>{t(`lesson.${lesson.kind}`, { n: lesson.stroke })}</p>}
      </div>
      {/* While a right try or a miss is shown, its feedback takes the buttons' place (they can't be used then). */}
      <div className={styles.actions} hidden={state.feedback !== null && state.feedback.kind !== 'error'}>
        <Button
          variant="secondary"
          size="lg"
          className={styles.eraseButton}
          disabled={!drawing || count === 0}
          onClick={() => setErased((n) => n + 1)}
        >
          {t('erase')}
        </Button>
        <Button
          size="xl"
          className={styles.doneButton}
          busy={submitting}
          disabled={!canSubmit(state, count)}
          onClick={() => onSubmit(flattenStrokes(strokes.current))}
        >
          {submitting ? t('checking') : t('submit')}
        </Button>
      </div>
    </div>
  );
}
