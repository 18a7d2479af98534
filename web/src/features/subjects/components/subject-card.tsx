import type { Subject } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrashIcon } from '../../../components/ui/icons';
import { CoverArt } from './cover-art';
import styles from './subjects.module.css';

/** A subject card (spec §2): cover artwork, name, delete; the card opens the subject's activities. */
export function SubjectCard({ subject, sectionId, onDelete }: { subject: Subject; sectionId: number; onDelete: () => void }) {
  const { t } = useTranslation('subjects');
  return (
    <li className={styles.card}>
      <Link to={`/subjectsactivities/sections/${sectionId}/subjects/${subject.id}/activities`} className={styles.cardLink}>
        <span className={styles.thumb}>
          <CoverArt cover={subject.cover_image} />
        </span>
        <span className={styles.cardBody}>
          <span className={styles.cardName}>{subject.name}</span>
          <span className={styles.cardMeta}>{t(`covers.${subject.cover_image}`)}</span>
        </span>
      </Link>
      <button type="button" className={styles.delete} onClick={onDelete} aria-label={t('card.delete', { name: subject.name })}>
        <TrashIcon />
      </button>
    </li>
  );
}
