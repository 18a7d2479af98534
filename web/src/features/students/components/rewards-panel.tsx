import type { Reward } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { rewardImage, rewardsTally } from '../api/progress-view';
import styles from './students.module.css';

/** Rewards 'x/y' (spec §2): unlocked badges in colour, locked ones greyed. */
export function RewardsPanel({ rewards }: { rewards: Reward[] }) {
  const { t } = useTranslation('students');
  const tl = currentLanguage() === 'tl';
  return (
    <section className={styles.panel} aria-labelledby="rewards-title">
      <div className={styles.panelHead}>
        <h2 id="rewards-title">{t('rewards.title')}</h2>
        <span className={styles.tally} aria-label={t('rewards.tally', { tally: rewardsTally(rewards) })}>
          {rewardsTally(rewards)}
        </span>
      </div>
      <ul className={styles.badges}>
        {rewards.map((reward) => (
          <li
            key={reward.id}
            className={reward.is_unlocked ? styles.badge : `${styles.badge} ${styles.badgeLocked}`}
            title={tl ? reward.description : reward.description_en}
          >
            <img src={rewardImage(reward.image)} alt="" width={72} height={72} loading="lazy" />
            <span className={styles.badgeName}>{reward.name}</span>
            <span className={styles.badgeState}>
              {reward.is_unlocked
                ? reward.count > 1
                  ? t('rewards.times', { count: reward.count })
                  : t('rewards.unlocked')
                : t('rewards.locked')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
