import { AssignBody, UnassignBody } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { useFieldError } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-resolver';
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
  const fieldError = useFieldError();
  const { mode } = target;
  // The contract's body: at least one student ('Please select at least one student to assign.' / '... to unassign.').
  const form = useForm<{ student_ids: number[] }, unknown, { student_ids: number[] }>({
    resolver: mode === 'assign' ? contractResolver(AssignBody) : contractResolver(UnassignBody),
    defaultValues: { student_ids: [] },
  });
  const { errors, submitCount } = form.formState;
  const selected = new Set(form.watch('student_ids'));
  const setSelected = (ids: Iterable<number>) => form.setValue('student_ids', [...ids], { shouldValidate: submitCount > 0 });
  const assigned = new Set(target.assignedIds);
  const list = students.data ?? [];
  const pickable = pickableIds(
    mode,
    list.map((s) => s.id),
    assigned,
  );

  const submit = form.handleSubmit(async ({ student_ids }) => {
    try {
      await change.mutateAsync({ mode, sectionId, activityId: target.activityId, studentIds: student_ids, subjectId: target.subjectId });
      toast(t(mode === 'assign' ? 'assign.done' : 'unassign.done'));
      onClose();
    } catch {
      form.setError('root.server', { message: t(mode === 'assign' ? 'assign.failed' : 'unassign.failed') });
    }
  });

  if (students.isPending) return <StatusPanel kind="loading" />;
  if (students.isError) return <StatusPanel kind="error" action={<Button onClick={() => void students.refetch()}>{t('retry')}</Button>} />;
  if (list.length === 0) return <StatusPanel kind="empty" title={t('noStudents.title')} text={t('noStudents.text')} />;

  return (
    <div className="stack">
      <div className={styles.selectBar}>
        <div className="row">
          <Button variant="secondary" onClick={() => setSelected(pickable)} disabled={pickable.length === 0}>
            {t('selectAll')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected([])} disabled={selected.size === 0}>
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
                    onChange={() => setSelected(toggleId(selected, student.id))}
                  />
                  <span className={styles.studentName}>{student.name}</span>
                  {!enabled && <span className={styles.stateBadge}>{t(mode === 'assign' ? 'alreadyAssigned' : 'notAssigned')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FormFeedback failure={fieldError(errors.student_ids) ?? errors.root?.server?.message} attempt={submitCount} />
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
