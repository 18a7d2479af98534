import type { Student } from '@aralin/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { editStudentResolver, valuesFromStudent } from '../api/student-form';
import { useUpdateStudent } from '../api/student-mutations';
import { AvatarChoice } from './avatar-choice';
import { STUDENT_FIELDS, StudentFields } from './student-fields';

interface EditStudentDialogProps {
  sectionId: number;
  student: Student;
  open: boolean;
  onClose: () => void;
}

/** The Edit modal of the student profile (spec §5): consent required, password optional. */
export function EditStudentDialog({ sectionId, student, open, onClose }: EditStudentDialogProps) {
  const { t } = useTranslation('students');
  return (
    <Modal open={open} title={t('edit.title')} onClose={onClose}>
      {open && <EditForm sectionId={sectionId} student={student} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ sectionId, student, onClose }: Omit<EditStudentDialogProps, 'open'>) {
  const { t } = useTranslation('students');
  const toast = useToast();
  const update = useUpdateStudent(sectionId, student.id);
  const form = useForm({
    resolver: editStudentResolver(),
    defaultValues: valuesFromStudent(student, false),
    mode: 'onSubmit',
  });
  const [avatar, setAvatar] = useState(student.avatar);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ ...body, ...(avatar && avatar !== student.avatar ? { avatar } : {}) });
      toast(t('messages.updated'));
      onClose();
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, STUDENT_FIELDS)) return;
      // Spec §8: 'Failed to update student. <error>'.
      const detail = isApiError(error) ? error.error : '';
      form.setError('root.server', { message: t('messages.updateFailed', { error: detail }).trim() });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <StudentFields form={form} passwordOptional allowOther consentLabel={t('fields.consentEdit')} />
      <AvatarChoice value={avatar} onChange={setAvatar} />
      <DialogFormActions formState={form.formState} cancelLabel={t('edit.cancel')} submitLabel={t('edit.submit')} onCancel={onClose} />
    </form>
  );
}
