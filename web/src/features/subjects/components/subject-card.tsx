import type { Subject } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardDeleteButton } from '../../../components/ui/card-delete-button';
import { CoverArt } from './cover-art';
import card from '../../../components/ui/picture-card.module.css';
import styles from './subjects.module.css';

/** A subject card (spec §2): cover artwork, name, delete; the card opens the subject's activities. */
export function SubjectCard({ subject, sectionId, onDelete }: { subject: Subject; sectionId: number; onDelete: () => void }) {
  const { t } = useTranslation('subjects');
  return (
    <li className={card.card}>
      <Link to={`/subjectsactivities/sections/${sectionId}/subjects/${subject.id}/activities`} className={card.cardLink}>
        <span className={card.thumb}>
          <CoverArt cover={subject.cover_image} />
        </span>
        <span className={card.cardBody}>
          <span className={card.cardName}>{subject.name}</span>
          <span className={card.cardMeta}>{t(`covers.${subject.cover_image}`)}</span>
        </span>
      </Link>
      <CardDeleteButton className={styles.delete} onClick={onDelete} label={t('card.delete', { name: subject.name })} />
    </li>
  );
}
