import type { Teacher } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { EditIcon, RestoreIcon, TrashIcon, UserMinusIcon } from '../../../components/ui/icons';
import { teacherColour } from '../api/teacher-list';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './teachers.module.css';

export type TeacherAction = 'edit' | 'deactivate' | 'restore' | 'delete';

interface TeachersTableProps {
  teachers: Teacher[];
  onAction: (action: TeacherAction, teacher: Teacher) => void;
}

/** Name, Email Address, Status, Actions (spec §2); active rows edit/deactivate, inactive restore/delete. */
export function TeachersTable({ teachers, onAction }: TeachersTableProps) {
  const { t } = useTranslation('teachers');
  const actions = (teacher: Teacher): TeacherAction[] => (teacher.is_active ? ['edit', 'deactivate'] : ['restore', 'delete']);
  return (
    <div className={styles.tableWrap}>
      <table className={`${ui.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.email')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {teachers.map((teacher) => {
            const colour = teacherColour(teacher.id);
            return (
              <tr key={teacher.id}>
                <th scope="row" className={styles.nameCell}>
                  <span className={styles.nameInner}>
                    <span className={styles.initials} style={{ background: colour.background, color: colour.text }} aria-hidden="true">
                      {initialsOf(teacher.name)}
                    </span>
                    <span>{teacher.name}</span>
                  </span>
                </th>
                <td data-label={t('table.email')} className={styles.email}>
                  {teacher.email}
                </td>
                <td data-label={t('table.status')}>
                  <span className={teacher.is_active ? styles.active : styles.inactive}>
                    {teacher.is_active ? t('status.active') : t('status.inactive')}
                  </span>
                </td>
                <td className={styles.actions}>
                  {actions(teacher).map((action) => (
                    <ActionButton key={action} action={action} name={teacher.name} onClick={() => onAction(action, teacher)} />
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const ACTION_ICONS = { edit: EditIcon, deactivate: UserMinusIcon, restore: RestoreIcon, delete: TrashIcon } as const;

function ActionButton({ action, name, onClick }: { action: TeacherAction; name: string; onClick: () => void }) {
  const { t } = useTranslation('teachers');
  const Icon = ACTION_ICONS[action];
  return (
    <button
      type="button"
      className={`${styles.action} ${styles[action]}`}
      onClick={onClick}
      aria-label={t(`actions.${action}Named`, { name })}
    >
      <Icon size={18} />
      <span aria-hidden="true">{t(`actions.${action}`)}</span>
    </button>
  );
}

/** Up to two initials of a name, for the coloured chip. */
function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}
