import type { Teacher } from '@aralin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';

interface TeacherDeleteDialogProps {
  teacher: Teacher | null;
  /** Active teachers who can take over the sections. */
  successors: Teacher[];
  onCancel: () => void;
  onConfirm: (reassignTo: number | undefined) => void;
}

/**
 * Permanent removal of an inactive teacher (docs/staff-workspace.md): their sections, with every
 * student and the students' work, go to the teacher chosen here before the account is deleted.
 */
export function TeacherDeleteDialog({ teacher, successors, onCancel, onConfirm }: TeacherDeleteDialogProps) {
  const { t } = useTranslation('teachers');
  return (
    <Modal open={teacher !== null} title={t('delete.title')} onClose={onCancel}>
      {teacher && <DeleteBody teacher={teacher} successors={successors} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function DeleteBody({ teacher, successors, onCancel, onConfirm }: TeacherDeleteDialogProps & { teacher: Teacher }) {
  const { t } = useTranslation('teachers');
  const [successor, setSuccessor] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hasSections = teacher.section_count > 0;

  const confirm = () => {
    if (hasSections && !successor) return setError(t('delete.chooseSuccessor'));
    onConfirm(hasSections ? Number(successor) : undefined);
  };

  return (
    <div className="stack">
      <p className="muted">{t('delete.question', { name: teacher.name })}</p>
      {hasSections && successors.length > 0 && (
        <>
          <p>{t('delete.sections', { count: teacher.section_count, name: teacher.name })}</p>
          <SelectField
            label={t('delete.successor')}
            value={successor}
            required
            error={error}
            onChange={(event) => {
              setSuccessor(event.target.value);
              setError(undefined);
            }}
          >
            <option value="">{t('delete.successorPlaceholder')}</option>
            {successors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {hasSections && successors.length === 0 && <p className="alert alert--info">{t('delete.noSuccessor', { name: teacher.name })}</p>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {t('confirm.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={hasSections && successors.length === 0}>
          {t('delete.confirm')}
        </Button>
      </div>
    </div>
  );
}
