import type { Reward } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { SpeakButton } from '../../../components/ui/speak-button';
import { rewardImageSrc } from '../../../lib/reward-image';
import { TRUNCATE, truncateText } from '../../../lib/truncate';
import { rewardDescription } from '../api/rewards-queries';
import styles from './rewards.module.css';

/** One badge: its picture (greyed until earned), name, description and how often it was earned. */
export function BadgeCard({ reward, lang, truncate }: { reward: Reward; lang: 'en' | 'tl'; truncate: boolean }) {
  const { t } = useTranslation('rewards');
  const description = rewardDescription(reward, lang);
  const shown = truncate ? truncateText(description, TRUNCATE.badgeDescription) : description;
  const state = !reward.is_unlocked ? t('locked') : reward.count > 1 ? t('earnedTimes', { times: reward.count }) : t('earnedOnce');
  return (
    <article className={reward.is_unlocked ? styles.badge : `${styles.badge} ${styles.locked}`} aria-labelledby={`badge-${reward.id}`}>
      <div className={styles.picture}>
        <img src={rewardImageSrc(reward.image)} alt="" width={112} height={112} loading="lazy" />
        {reward.is_unlocked && reward.count > 1 && (
          <span className={styles.times} aria-hidden="true">
            ×{reward.count}
          </span>
        )}
      </div>
      <h2 id={`badge-${reward.id}`} className={styles.name}>
        {reward.name}
      </h2>
      <p className={styles.state}>{state}</p>
      <p className={styles.description} title={shown !== description ? description : undefined}>
        {shown}
      </p>
      <SpeakButton text={`${reward.name}. ${description}`} lang={lang} label={t('listen')} className={styles.listen} />
    </article>
  );
}
