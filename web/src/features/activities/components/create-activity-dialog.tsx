import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { Modal } from '../../../components/ui/modal';
import styles from './activities.module.css';

const KINDS = [
  { path: 'matching', label: 'types.matching', text: 'create.matchingText', icon: 'A' },
  { path: 'multiple-choice', label: 'types.multiple_choice', text: 'create.multipleChoiceText', icon: 'Star' },
  { path: 'tracing', label: 'types.tracing', text: 'create.tracingText', icon: 'Triangle' },
] as const;

/** 'Create Activity' (spec §2): choose Matching, Multiple Choice or Tracing, then its create screen. */
export function CreateActivityDialog({ open, onClose, basePath }: { open: boolean; onClose: () => void; basePath: string }) {
  const { t } = useTranslation('activities');
  return (
    <Modal open={open} title={t('create.title')} onClose={onClose}>
      <p className={styles.createIntro}>{t('create.intro')}</p>
      <ul className={styles.kinds}>
        {KINDS.map((kind) => (
          <li key={kind.path}>
            <Link to={`${basePath}/create/${kind.path}`} className={styles.kind} data-autofocus={kind.path === 'matching' ? '' : undefined}>
              <ActivityIcon icon={kind.icon} size={44} />
              <span className={styles.kindWords}>
                <span className={styles.kindName}>{t(kind.label)}</span>
                <span className={styles.kindText}>{t(kind.text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
