import type { Teacher } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { useLoadErrorText } from '../../../lib/load-error';
import { useSession } from '../../../lib/use-session';
import { countTeachers, successorsFor, type TeacherStatus, teachersWithStatus } from '../api/teacher-list';
import { useDeactivateTeacher, useDeleteTeacher, useRestoreTeacher } from '../api/teacher-mutations';
import { teachersQuery } from '../api/teachers-queries';
import { TeacherDeleteDialog } from './teacher-delete-dialog';
import { TeacherFormDialog } from './teacher-form-dialog';
import { type TeacherAction, TeachersTable } from './teachers-table';
import ui from '../../../components/ui/staff-screen.module.css';
import styles from './teachers.module.css';

/** /teachers (admins only, spec §2 'Teachers Management'); `joining` is the school's joining panel, shown below the list. */
export function TeachersScreen({ joining }: { joining?: ReactNode }) {
  const { t } = useTranslation(['teachers', 'common']);
  const toast = useToast();
  const loadErrorText = useLoadErrorText();
  const { user } = useSession();
  const teachers = useQuery(teachersQuery(user?.organizational_id));
  const [status, setStatus] = useState<TeacherStatus>('active');
  const [editing, setEditing] = useState<Teacher | 'new' | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'deactivate' | 'restore'; teacher: Teacher } | null>(null);
  const [deleting, setDeleting] = useState<Teacher | null>(null);
  const deactivate = useDeactivateTeacher();
  const restore = useRestoreTeacher();
  const remove = useDeleteTeacher();

  const all = teachers.data ?? [];
  const counts = countTeachers(all);
  const shown = teachersWithStatus(all, status);

  const handleAction = (action: TeacherAction, teacher: Teacher) => {
    if (action === 'edit') setEditing(teacher);
    else if (action === 'delete') setDeleting(teacher);
    else setConfirming({ action, teacher });
  };

  const runConfirmed = () => {
    if (!confirming) return;
    const { action, teacher } = confirming;
    setConfirming(null);
    const mutation = action === 'deactivate' ? deactivate : restore;
    mutation.mutate(teacher, {
      onSuccess: () => toast(t(action === 'deactivate' ? 'messages.deactivated' : 'messages.restored', { name: teacher.name })),
      onError: (error) => toast(errorText(error, t(action === 'deactivate' ? 'messages.error' : 'messages.restoreFailed')), 'error'),
    });
  };

  const runDelete = (reassignTo: number | undefined) => {
    const teacher = deleting;
    if (!teacher) return;
    setDeleting(null);
    remove.mutate(
      { teacher, reassignTo },
      {
        onSuccess: () => toast(t('messages.deleted', { name: teacher.name })),
        onError: (error) => toast(errorText(error, t('messages.deleteFailed')), 'error'),
      },
    );
  };

  return (
    <div className="stack">
      <div className={ui.head}>
        <h1>{t('title')}</h1>
        <Button onClick={() => setEditing('new')}>{t('add')}</Button>
      </div>
      <ul className={ui.stats} aria-label={t('counts.label')}>
        <Count label={t('counts.total')} value={counts.total} />
        <Count label={t('counts.active')} value={counts.active} />
        <Count label={t('counts.inactive')} value={counts.inactive} />
      </ul>
      <SelectField
        label={t('status.label')}
        className={styles.status}
        value={status}
        onChange={(e) => setStatus(e.target.value as TeacherStatus)}
      >
        <option value="active">{t('status.activeTeachers')}</option>
        <option value="inactive">{t('status.inactiveTeachers')}</option>
      </SelectField>
      {teachers.isPending ? (
        <StatusPanel kind="loading" />
      ) : teachers.isError ? (
        <StatusPanel
          kind="error"
          text={t('common:loadError.other', { message: loadErrorText(teachers.error) })}
          action={<Button onClick={() => void teachers.refetch()}>{t('retry')}</Button>}
        />
      ) : shown.length === 0 ? (
        <StatusPanel kind="empty" title={status === 'active' ? t('empty.active') : t('empty.inactive')} text="" />
      ) : (
        <TeachersTable teachers={shown} onAction={handleAction} />
      )}
      {joining}
      <TeacherFormDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === 'restore' ? t('confirm.restoreTitle') : t('confirm.deactivateTitle')}
        confirmLabel={confirming?.action === 'restore' ? t('confirm.restore') : t('confirm.deactivate')}
        cancelLabel={t('confirm.cancel')}
        tone={confirming?.action === 'restore' ? 'primary' : 'danger'}
        onCancel={() => setConfirming(null)}
        onConfirm={runConfirmed}
      >
        {confirming &&
          t(confirming.action === 'restore' ? 'confirm.restoreQuestion' : 'confirm.deactivateQuestion', { name: confirming.teacher.name })}
      </ConfirmDialog>
      <TeacherDeleteDialog
        teacher={deleting}
        successors={deleting ? successorsFor(all, deleting) : []}
        onCancel={() => setDeleting(null)}
        onConfirm={runDelete}
      />
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <li className={ui.stat}>
      <span className={ui.statValue}>{value}</span>
      <span className={ui.statLabel}>{label}</span>
    </li>
  );
}
