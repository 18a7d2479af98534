import type { Student } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EditIcon, TrashIcon, UnlockIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { useUnlockStudent } from '../api/student-mutations';
import { GenderIcon } from './gender-icon';
import styles from './students.module.css';
import { useSchoolTimeZone } from '../../../lib/school-query';
import { formatDate } from '../../../lib/activity-text';

interface StudentCardProps {
  sectionId: number;
  student: Student;
  /** The delete icon shows only when user_role is admin (spec §6). */
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The profile's header card: name, Parent/Guardian, Contact No., edit and delete icons, the sign-in lock. */
export function StudentCard({ sectionId, student, canDelete, onEdit, onDelete }: StudentCardProps) {
  const { t, i18n } = useTranslation('students');
  const timeZone = useSchoolTimeZone();
  const toast = useToast();
  const unlock = useUnlockStudent(sectionId, student.id);
  return (
    <section className={styles.profileCard} aria-labelledby="student-name">
      <GenderIcon gender={student.gender} size={96} />
      <div className={styles.profileInfo}>
        <h1 id="student-name">{student.name}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('profile.parentGuardian')}</dt>
            <dd>{student.parent_guardian}</dd>
          </div>
          <div>
            <dt>{t('profile.contact')}</dt>
            <dd>{student.contact_number}</dd>
          </div>
          <div>
            <dt>{t('profile.consent')}</dt>
            <dd>
              {student.consent_at
                ? t('profile.consentGiven', {
                    date: formatDate(student.consent_at, i18n.language === 'tl' ? 'tl' : 'en', false, timeZone),
                    name: student.consent_by ?? t('profile.consentUnknown'),
                  })
                : t('profile.consentMissing')}
            </dd>
          </div>
          {student.lrn && (
            <div>
              <dt>{t('profile.lrn')}</dt>
              <dd>{student.lrn}</dd>
            </div>
          )}
          {student.birth_date && (
            <div>
              <dt>{t('profile.birthDate')}</dt>
              <dd>{student.birth_date}</dd>
            </div>
          )}
        </dl>
        {student.is_locked && (
          <div className={styles.lockRow}>
            <Alert tone="info">{t('locked.text')}</Alert>
            <Button
              variant="secondary"
              icon={<UnlockIcon />}
              busy={unlock.isPending}
              onClick={() =>
                unlock.mutate(undefined, {
                  onSuccess: () => toast(t('locked.done', { name: student.name })),
                  onError: (error) => toast(errorText(error, t('locked.failed')), 'error'),
                })
              }
            >
              {t('locked.unlock')}
            </Button>
          </div>
        )}
      </div>
      <div className={styles.profileActions}>
        <button
          type="button"
          className={styles.iconAction}
          onClick={onEdit}
          aria-label={t('profile.edit', { name: student.name })}
          title={t('profile.editShort')}
        >
          <EditIcon />
        </button>
        {canDelete && (
          <button
            type="button"
            className={`${styles.iconAction} ${styles.iconDanger}`}
            onClick={onDelete}
            aria-label={t('profile.delete', { name: student.name })}
            title={t('profile.deleteShort')}
          >
            <TrashIcon />
          </button>
        )}
      </div>
    </section>
  );
}
