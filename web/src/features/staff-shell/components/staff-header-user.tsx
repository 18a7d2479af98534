import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../api/nav-items';
import styles from './staff-shell.module.css';

/** The header's right side: avatar, username (or email) and the label Admin or Teacher (spec §2). */
export function StaffHeaderUser({ handle, role, avatar }: { handle: string; role: StaffRole; avatar: string | null }) {
  const { t } = useTranslation(['staff', 'common']);
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = avatar && broken !== avatar;
  return (
    <div className={styles.user}>
      {showImage ? (
        <img className={styles.avatar} src={avatar} alt="" width={40} height={40} onError={() => setBroken(avatar)} />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {handle.slice(0, 1).toUpperCase()}
        </span>
      )}
      <p className={styles.who}>
        <span className="visually-hidden">{t('account.signedInAs')} </span>
        <span className={styles.handle}>{handle}</span>
        <span className={styles.role}>{t(`common:roles.${role}`)}</span>
      </p>
    </div>
  );
}
