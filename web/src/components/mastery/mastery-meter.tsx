/**
 * A child's mastery of a concept as the learner model reads it (issue 14; docs/adaptive-play.md 'Showing the
 * estimate'): the estimate with its range, '62 (48–75)', and a bar whose band spans the range with a tick at
 * the required score; while the estimate rests on too few answers, "not enough answers yet" and no number.
 * Shared by the staff student profile, the parent area and Concepts Overview.
 */
import type { MasteryRange } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import styles from './mastery-meter.module.css';

type Estimate = Pick<MasteryRange, 'mastery_low' | 'mastery_high' | 'mastery_state'> & { mastery_score: number };

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** The estimate as text: '62 (48–75)', or "not enough answers yet". */
export function useMasteryText() {
  const { t } = useTranslation('common');
  return (e: Estimate) =>
    e.mastery_state === 'not_enough'
      ? t('mastery.notEnough')
      : t('mastery.estimate', { score: e.mastery_score, low: e.mastery_low, high: e.mastery_high });
}

/** The estimate's text in a small label, styled by the state (muted while there are too few answers). */
export function MasteryValue({ estimate }: { estimate: Estimate }) {
  const text = useMasteryText();
  return (
    <span className={`${styles.value} ${styles[estimate.mastery_state]}`} data-state={estimate.mastery_state}>
      {text(estimate)}
    </span>
  );
}

/** The bar: the range as a band, the estimate as a mark, the required score as a tick; empty while there are too few answers. */
export function MasteryMeter({ concept, estimate, required }: { concept: string; estimate: Estimate; required: number }) {
  const { t } = useTranslation('common');
  const text = useMasteryText();
  const notEnough = estimate.mastery_state === 'not_enough';
  const low = clamp(estimate.mastery_low);
  const high = clamp(estimate.mastery_high);
  // While there are too few answers there is no value to report: a picture with words, not a meter.
  if (notEnough)
    return (
      <span
        className={`${styles.track} ${styles.trackEmpty}`}
        role="img"
        aria-label={`${concept}: ${t('mastery.meterNotEnough', { required })}`}
        data-state={estimate.mastery_state}
      >
        <span className={styles.required} style={{ left: `${clamp(required)}%` }} />
      </span>
    );
  return (
    <span
      className={styles.track}
      role="meter"
      aria-label={concept}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamp(estimate.mastery_score)}
      aria-valuetext={t('mastery.meter', { text: text(estimate), state: t(`mastery.state.${estimate.mastery_state}`), required })}
      data-state={estimate.mastery_state}
    >
      <span
        className={`${styles.band} ${styles[estimate.mastery_state]}`}
        style={{ left: `${low}%`, width: `${Math.max(1, high - low)}%` }}
      />
      <span className={styles.mark} style={{ left: `${clamp(estimate.mastery_score)}%` }} />
      <span className={styles.required} style={{ left: `${clamp(required)}%` }} />
    </span>
  );
}

/** A short word for the state: Mastered, On track, Needs attention, Not enough answers yet. */
export function MasteryStateLabel({ estimate }: { estimate: Pick<MasteryRange, 'mastery_state'> }) {
  const { t } = useTranslation('common');
  return (
    <span className={`${styles.state} ${styles[estimate.mastery_state]}`} data-state={estimate.mastery_state}>
      {t(`mastery.state.${estimate.mastery_state}`)}
    </span>
  );
}
