import type { StudentSubject } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubjectCoverArt } from './subject-cover';
import styles from './student-home.module.css';

/** A subject tile: its colour cover, name and how many of its activities are done. */
export function SubjectTile({ subject }: { subject: StudentSubject }) {
  const { t } = useTranslation('studentHome');
  const path = `/subject/${subject.id}/${encodeURIComponent(subject.name)}/activities`;
  const total = subject.activity_count;
  return (
    <Link to={path} className={styles.tile}>
      <span className={styles.tileCover}>
        <SubjectCoverArt cover={subject.cover_image} name={subject.name} />
      </span>
      <span className={styles.tileName}>{subject.name}</span>
      {total > 0 && (
        <span className={styles.tileProgress}>
          <span className={styles.tileBar} aria-hidden="true">
            <span style={{ width: `${Math.round((subject.completed_count / total) * 100)}%` }} />
          </span>
          {t('subjectProgress', { done: subject.completed_count, total })}
        </span>
      )}
    </Link>
  );
}
