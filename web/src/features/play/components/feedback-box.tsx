import { useTranslation } from 'react-i18next';
import { SpeakButton } from '../../../components/ui/speak-button';
import type { Feedback } from '../api/attempt-flow';
import styles from './play.module.css';

/** The feedback box of spec §2: success with points, a hint, the revealed answer, or an error. */
export function FeedbackBox({ feedback, lang }: { feedback: Feedback | null; lang: 'en' | 'tl' }) {
  const { t } = useTranslation('play');
  if (!feedback) return <div className={styles.feedbackSlot} aria-live="polite" />;
  if (feedback.kind === 'error') {
    return (
      <div className={`${styles.feedback} ${styles.feedbackError}`} role="alert">
        <p className={styles.feedbackTitle}>{feedback.message}</p>
      </div>
    );
  }
  const content = {
    success: {
      tone: styles.feedbackSuccess,
      title: t('feedback.correct'),
      text: t('feedback.points', { points: feedback.kind === 'success' ? feedback.points : 0 }),
    },
    hint: {
      tone: styles.feedbackHint,
      title: t('feedback.tryAgain'),
      text: feedback.kind === 'hint' && feedback.hint ? t('feedback.hint', { hint: feedback.hint }) : '',
    },
    answer: {
      tone: styles.feedbackAnswer,
      title: t('feedback.answer'),
      text: feedback.kind === 'answer' ? (feedback.explanation ?? '') : '',
    },
  }[feedback.kind];
  return (
    <div className={`${styles.feedback} ${content.tone}`} role="status" aria-live="polite">
      <span className={styles.feedbackArt} aria-hidden="true">
        {feedback.kind === 'success' ? '★' : feedback.kind === 'hint' ? '?' : '!'}
      </span>
      <div className={styles.feedbackBody}>
        <p className={styles.feedbackTitle}>{content.title}</p>
        {content.text && <p className={styles.feedbackText}>{content.text}</p>}
      </div>
      {feedback.kind !== 'success' && content.text && (
        <SpeakButton text={`${content.title} ${content.text}`} lang={lang} label={t('replay')} />
      )}
    </div>
  );
}
