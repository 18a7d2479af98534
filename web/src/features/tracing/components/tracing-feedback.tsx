import { useTranslation } from 'react-i18next';
import type { TracingFeedback as Feedback } from '../api/tracing-flow';
import { PointingHand } from '../../../components/play/pointing-hand';
import styles from './tracing.module.css';

/**
 * The feedback box of spec §2: success with the count of right tries (n/required) and '+N points!',
 * the 'needs practice' hint, or an error. Announced politely; an error as an alert.
 */
export function TracingFeedback({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation('tracing');
  // 'later' has its own screen (practice-later.tsx) in place of the question.
  if (!feedback || feedback.kind === 'later') return <div className={styles.feedbackSlot} aria-live="polite" />;
  if (feedback.kind === 'error') {
    return (
      <div className={`${styles.feedback} ${styles.feedbackError}`} role="alert">
        <span className={styles.feedbackArt} aria-hidden="true">
          !
        </span>
        <p className={styles.feedbackTitle}>{feedback.message}</p>
      </div>
    );
  }
  if (feedback.kind === 'hint') {
    return (
      <div className={`${styles.feedback} ${styles.feedbackHint}`} role="status" aria-live="polite">
        <span className={styles.feedbackArt} aria-hidden="true">
          <svg viewBox="-22 -4 68 68" width="30" height="30">
            <PointingHand className={styles.hand} />
          </svg>
        </span>
        <div>
          <p className={styles.feedbackTitle}>{t('feedback.needsPractice')}</p>
          <p className={styles.feedbackText}>{feedback.hint || t('feedback.watchHand')}</p>
        </div>
      </div>
    );
  }
  const { count, required, points, mastered } = feedback;
  return (
    <div className={`${styles.feedback} ${styles.feedbackSuccess}`} role="status" aria-live="polite">
      <span className={styles.feedbackArt} aria-hidden="true">
        ★
      </span>
      <div>
        <p className={styles.feedbackTitle}>
          {mastered ? t('feedback.mastered') : t('feedback.correct')}{' '}
          {/* Mastered early by two clean passes (issue 15): no 2/3 under 'You did it!'. */}
          {!(mastered && count < required) && (
            <span className={styles.count}>{t('feedback.count', { n: Math.min(count, required), required })}</span>
          )}
        </p>
        <p className={styles.feedbackText}>{points > 0 ? t('feedback.points', { count: points }) : t('feedback.again')}</p>
      </div>
    </div>
  );
}
