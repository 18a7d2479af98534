import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SpeakButton } from '../../../components/ui/speak-button';
import { htmlLang, OtherLanguageButton, shownCardClass, useOtherLanguage } from '../../../components/play/other-language';
import type { PlayState } from '../api/attempt-flow';
import { ChoiceQuestion } from './choice-question';
import { FeedbackBox } from './feedback-box';
import { ListenButton } from './listen-button';
import listen from './listening.module.css';
import { MatchingQuestion } from './matching-question';
import styles from './play.module.css';

type QuestionState = Extract<PlayState, { phase: 'question' }>;

interface Props {
  state: QuestionState;
  lang: 'en' | 'tl';
  onSubmit: (answer: string) => void;
  onNext: () => void;
}

/** One question: the prompt with its picture and sound, the board, the feedback box and the buttons. */
export function QuestionView({ state, lang, onSubmit, onNext }: Props) {
  const { t } = useTranslation('play');
  const { question, status, revealed, feedback, round } = state;
  const data = question.extra_data;
  // Issue 13 item 3: the prompt in the other language, one tap away; each attempt starts in the app's language.
  const other = useOtherLanguage(question.id, data, lang, `${question.id}-${round}`);
  const prompt = other.prompt ?? { lang, text: data.prompt_text, audio: data.prompt_audio[lang] };

  const renderActions = (canSubmit: boolean, submit: () => void) => (
    <>
      <div style={{ gridArea: 'feedback' }}>
        <FeedbackBox feedback={feedback} lang={lang} />
      </div>
      <div className={styles.actions} style={{ gridArea: 'actions' }}>
        {status === 'revealed' ? (
          <Button size="xl" block className={styles.nextButton} onClick={onNext} autoFocus>
            {t('next')}
          </Button>
        ) : status === 'correct' ? (
          <p className={styles.nextSoon} role="status">
            <span className="spinner" aria-hidden="true" /> {t('feedback.nextSoon')}
          </p>
        ) : (
          <Button size="xl" block className={styles.checkButton} onClick={submit} disabled={!canSubmit} busy={status === 'submitting'}>
            {status === 'submitting' ? t('checking') : t('check')}
          </Button>
        )}
      </div>
    </>
  );

  const boardProps = { question, status, revealed, lang, renderActions, onSubmit };
  // A new key clears the child's picks: a new question, or a hint after a wrong first try (spec §4).
  const boardKey = `${question.id}-${round}`;
  return (
    <div className={styles.question}>
      <section
        className={[styles.prompt, other.shown && shownCardClass].filter(Boolean).join(' ')}
        style={{ gridArea: 'prompt' }}
        aria-labelledby="prompt-text"
      >
        {(question.is_review_question || question.guidance) && (
          <p className={styles.guidance}>
            {question.is_review_question && <span className={styles.reviewTag}>{t('review')}</span>}
            {question.guidance}
          </p>
        )}
        {data.prompt_image && <img src={data.prompt_image} alt="" className={styles.promptImage} />}
        <div className={[styles.promptRow, data.listening && listen.row].filter(Boolean).join(' ')}>
          {/* A listening item: a big speaker says the prompt and the word it asks about (issue 15 item 4). */}
          {data.listening && <ListenButton data={{ ...data, prompt_text: prompt.text }} lang={prompt.lang} />}
          <h2 id="prompt-text" className={styles.promptText} lang={htmlLang(prompt.lang)}>
            {prompt.text}
          </h2>
          {!data.listening && <SpeakButton text={prompt.text} url={prompt.audio} lang={prompt.lang} label={t('replay')} size="lg" />}
          {other.other && <OtherLanguageButton other={other.other} shown={other.shown} onToggle={other.toggle} />}
        </div>
      </section>
      {question.type === 'matching' ? (
        <MatchingQuestion key={boardKey} {...boardProps} />
      ) : (
        <ChoiceQuestion key={boardKey} {...boardProps} />
      )}
    </div>
  );
}
