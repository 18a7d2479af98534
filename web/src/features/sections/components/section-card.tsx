import type { Section } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardDeleteButton } from '../../../components/ui/card-delete-button';
import { FlowerArt } from './flower-art';
import card from '../../../components/ui/picture-card.module.css';
import styles from './sections.module.css';

/** A section card (spec §2): thumbnail, upper-cased name, delete; the card opens the section's students. */
export function SectionCard({ section, showTeacher, onDelete }: { section: Section; showTeacher: boolean; onDelete: () => void }) {
  const { t } = useTranslation('sections');
  return (
    <li className={card.card}>
      <Link to={`/sections/${section.id}/students`} className={card.cardLink}>
        <span className={`${card.thumb} ${styles.thumb}`}>
          {section.cover_photo ? (
            <img src={section.cover_photo} alt="" className={styles.cover} />
          ) : (
            <FlowerArt image={section.image_path} />
          )}
        </span>
        <span className={card.cardBody}>
          <span className={`${card.cardName} ${styles.cardName}`}>{section.name.toUpperCase()}</span>
          <span className={card.cardMeta}>
            {t('card.students', { count: section.student_count })}
            {' · '}
            {t('card.code')} <span className={styles.code}>{section.class_code}</span>
          </span>
          {showTeacher && <span className={card.cardMeta}>{section.teacher_name}</span>}
        </span>
      </Link>
      <CardDeleteButton className={styles.delete} onClick={onDelete} label={t('card.delete', { name: section.name })} />
    </li>
  );
}
