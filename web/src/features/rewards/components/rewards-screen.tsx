import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { StatusPanel } from '../../../components/ui/status-panel';
import { currentLanguage } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { useSession } from '../../../lib/use-session';
import { rewardsQuery } from '../api/rewards-queries';
import { BadgeCard } from './badge-card';
import frame from '../../../components/ui/student-page.module.css';
import styles from './rewards.module.css';

/** /rewards (spec §2): the eight badges, earned ones in colour, the rest greyed, with the count. */
export function RewardsScreen() {
  const { t } = useTranslation('rewards');
  const user = useSession().user;
  const studentId = user?.id ?? 0;
  const lang = currentLanguage();
  const isMobile = useIsMobile();
  const rewards = useQuery({ ...rewardsQuery(studentId), enabled: studentId > 0 });
  const earned = rewards.data?.filter((r) => r.is_unlocked).length ?? 0;

  return (
    <div className={frame.page}>
      <header className={`${frame.header} ${styles.header}`}>
        <Link to="/student-home" className={`${frame.back} ${styles.back}`} aria-label={t('back')}>
          <ArrowLeftIcon size={28} />
        </Link>
        {user?.avatar?.startsWith('/avatars/') && (
          <img src={user.avatar} width={64} height={64} alt="" className={styles.picture} data-testid="own-picture" />
        )}
        <div className={styles.heading}>
          <h1 className={`${frame.title} ${styles.title}`}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        {rewards.data && <p className={styles.count}>{t('count', { count: earned, total: rewards.data.length })}</p>}
      </header>
      {rewards.isPending ? (
        <StatusPanel kind="loading" />
      ) : rewards.isError ? (
        <StatusPanel kind="error" title={t('loadFailed')} action={<Button onClick={() => void rewards.refetch()}>{t('retry')}</Button>} />
      ) : (
        <ul className={styles.grid}>
          {rewards.data.map((reward) => (
            <li key={reward.id}>
              <BadgeCard reward={reward} lang={lang} truncate={isMobile} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
