import { useTranslation } from 'react-i18next';
import { starsFor } from '../api/activity-text';

/** Three stars, filled by the best score's band (spec §9 score bands). */
export function ScoreStars({ score }: { score: number | null }) {
  const { t } = useTranslation('studentActivities');
  const count = starsFor(score);
  return (
    <span role="img" aria-label={t('stars', { count })} style={{ display: 'inline-flex', gap: 2 }}>
      {[0, 1, 2].map((i) => (
        <svg key={i} width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="m12 2.5 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5-5.8-3.1-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
            fill={i < count ? '#f6b73c' : '#efe3d3'}
            stroke={i < count ? '#c9930d' : '#dccab5'}
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
