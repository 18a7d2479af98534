import type { ScoreDistribution } from '@aralin/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countedStudents, visibleBands } from '../api/score-bands';
import { EmptyText, Panel } from './panel';
import styles from './dashboards.module.css';

/**
 * The score distribution (spec §2, §9 bands): one horizontal bar per band with children in it, drawn
 * with CSS. Every bar carries its label, range and count as text, so the text is the chart's alternative.
 */
export function ScoreDistributionChart({ distribution }: { distribution: ScoreDistribution }) {
  const { t } = useTranslation('dashboards');
  const captionId = useId();
  const bars = visibleBands(distribution);
  return (
    <Panel title={t('distribution.title')}>
      {bars.length === 0 ? (
        <EmptyText>{t('distribution.empty')}</EmptyText>
      ) : (
        <figure className={styles.chart} aria-labelledby={captionId}>
          <figcaption id={captionId} className={styles.chartCaption}>
            {t('distribution.summary', { count: countedStudents(distribution) })}
          </figcaption>
          <ul className={styles.bars}>
            {bars.map(({ band, count, percent }) => (
              <li key={band} className={styles.bar}>
                <span className={styles.barHead}>
                  <span>
                    <span className={styles.barLabel}>{t(`distribution.bands.${band}`)}</span>
                    <span className={styles.barRange}>{t(`distribution.ranges.${band}`)}</span>
                  </span>
                  <span className={styles.barValue}>{t('distribution.value', { count, percent })}</span>
                </span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={`${styles.barFill} ${styles[band]}`} style={{ width: `${percent}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </figure>
      )}
    </Panel>
  );
}
