import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { canPick, pickableIds, toggleId, type AssignMode } from '../api/assign-selection';
import { sectionStudentsQuery, useChangeAssignment } from '../api/prebuilt-api';
import styles from './prebuilt.module.css';

export interface AssignTarget {
  mode: AssignMode;
  activityId: number;
  title: string;
  assignedIds: readonly number[];
  /** For a library activity: the subject it is assigned from. */
  subjectId?: number;
}

/** The Assign / Unassign modal of spec §2 'Prebuilt Activities', also used on the Activity detail page. */
export function AssignDialog({ target, sectionId, onClose }: { target: AssignTarget | null; sectionId: number; onClose: () => void }) {
  const { t } = useTranslation('prebuilt');
  const title = target ? t(target.mode === 'assign' ? 'assign.title' : 'unassign.title', { title: target.title }) : '';
  return (
    <Modal open={target !== null} title={title} onClose={onClose} size="wide">
      {target && <AssignForm key={`${target.mode}-${target.activityId}`} target={target} sectionId={sectionId} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ target, sectionId, onClose }: { target: AssignTarget; sectionId: number; onClose: () => void }) {
  const { t } = useTranslation('prebuilt');
  const toast = useToast();
  const counterId = useId();
  const students = useQuery(sectionStudentsQuery(sectionId));
  const change = useChangeAssignment();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { mode } = target;
  const assigned = new Set(target.assignedIds);
  const list = students.data ?? [];
  const pickable = pickableIds(
    mode,
    list.map((s) => s.id),
    assigned,
  );

  const submit = async () => {
    setAttempt((n) => n + 1);
    if (selected.size === 0) return setError(t(mode === 'assign' ? 'assign.pickOne' : 'unassign.pickOne'));
    setError(null);
    try {
      await change.mutateAsync({ mode, sectionId, activityId: target.activityId, studentIds: [...selected], subjectId: target.subjectId });
      toast(t(mode === 'assign' ? 'assign.done' : 'unassign.done'));
      onClose();
    } catch {
      setError(t(mode === 'assign' ? 'assign.failed' : 'unassign.failed'));
    }
  };

  if (students.isPending) return <StatusPanel kind="loading" />;
  if (students.isError) return <StatusPanel kind="error" action={<Button onClick={() => void students.refetch()}>{t('retry')}</Button>} />;
  if (list.length === 0) return <StatusPanel kind="empty" title={t('noStudents.title')} text={t('noStudents.text')} />;

  return (
    <div className="stack">
      <div className={styles.selectBar}>
        <div className="row">
          <Button variant="secondary" onClick={() => setSelected(new Set(pickable))} disabled={pickable.length === 0}>
            {t('selectAll')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
            {t('deselectAll')}
          </Button>
        </div>
        <p id={counterId} className={styles.counter} aria-live="polite">
          {t('selectedCount', { count: selected.size })}
        </p>
      </div>
      <fieldset className={styles.studentFieldset}>
        <legend className="visually-hidden">{t('studentsLegend')}</legend>
        <ul className={styles.students}>
          {list.map((student) => {
            const enabled = canPick(mode, student.id, assigned);
            return (
              <li key={student.id}>
                <label className={[styles.student, !enabled && styles.studentDisabled].filter(Boolean).join(' ')}>
                  <input
                    type="checkbox"
                    checked={selected.has(student.id)}
                    disabled={!enabled}
                    onChange={() => setSelected((s) => toggleId(s, student.id))}
                  />
                  <span className={styles.studentName}>{student.name}</span>
                  {!enabled && <span className={styles.stateBadge}>{t(mode === 'assign' ? 'alreadyAssigned' : 'notAssigned')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FormFeedback failure={error} attempt={attempt} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void submit()} busy={change.isPending} aria-describedby={counterId}>
          {t(mode === 'assign' ? 'assign.confirm' : 'unassign.confirm', { count: selected.size })}
        </Button>
      </div>
    </div>
  );
}
