import { useTranslation } from 'react-i18next';
import { LEVEL_KEYS, levelRanges } from '../api/performance-view';
import styles from './performance.module.css';

/** How the levels are set: each level's score range, from the contract's one definition (docs/monitoring.md). */
export function LevelLegend() {
  const { t } = useTranslation('performance');
  return (
    <details className={styles.legend}>
      <summary>{t('legend.title')}</summary>
      <p>{t('legend.text')}</p>
      <ul>
        {levelRanges().map(({ level, min, max }) => (
          <li key={level} className={`${styles.level} ${styles[LEVEL_KEYS[level]]}`}>
            {t('legend.range', { level: t(`levels.${LEVEL_KEYS[level]}`), min, max })}
          </li>
        ))}
      </ul>
    </details>
  );
}
