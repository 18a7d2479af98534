import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { addStudentResolver, EMPTY_STUDENT, valuesFromStudent } from '../api/student-form';
import { useAddStudent } from '../api/student-mutations';
import { unassignedStudentsQuery } from '../api/students-queries';
import { STUDENT_FIELDS, StudentFields } from './student-fields';

/** 'Add Student' (spec §2, §5): a new student, or one of the school's unassigned students prefilled. */
export function AddStudentDialog({ sectionId, open, onClose }: { sectionId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  return (
    <Modal open={open} title={t('add.title')} onClose={onClose}>
      {open && <NewStudentForm sectionId={sectionId} onClose={onClose} />}
    </Modal>
  );
}

function NewStudentForm({ sectionId, onClose }: { sectionId: number; onClose: () => void }) {
  const { t } = useTranslation('students');
  const toast = useToast();
  const add = useAddStudent(sectionId);
  const unassigned = useQuery(unassignedStudentsQuery());
  const form = useForm({ resolver: addStudentResolver(), defaultValues: EMPTY_STUDENT, mode: 'onSubmit' });
  const prefilled = form.watch('student_id') !== '';

  const choose = (id: string) => {
    const student = unassigned.data?.find((s) => String(s.id) === id);
    form.reset(student ? valuesFromStudent(student, true) : EMPTY_STUDENT);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      toast(t('messages.added'));
      onClose();
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, STUDENT_FIELDS)) return;
      form.setError('root.server', { message: errorText(error, t('messages.addFailed')) });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {unassigned.isError && <Alert>{t('messages.unassignedFailed')}</Alert>}
      {(unassigned.data?.length ?? 0) > 0 && (
        <SelectField
          label={t('add.prefill')}
          hint={t('add.prefillHint')}
          value={form.watch('student_id')}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{t('add.newStudent')}</option>
          {unassigned.data?.map((student) => (
            <option key={student.id} value={student.id}>
              {student.name}
            </option>
          ))}
        </SelectField>
      )}
      <StudentFields form={form} passwordOptional={prefilled} allowOther={false} consentLabel={t('fields.consentAdd')} />
      <DialogFormActions formState={form.formState} cancelLabel={t('add.cancel')} submitLabel={t('add.submit')} onCancel={onClose} />
    </form>
  );
}
