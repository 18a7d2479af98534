import type { Teacher } from '@aralin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { applyServerErrors, useFieldError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/use-session';
import { AddTeacherForm, canSaveTeacher, EditTeacherForm, type TeacherFormValues } from '../api/teacher-form';
import { useAddTeacher, useUpdateTeacher } from '../api/teacher-mutations';

interface TeacherFormDialogProps {
  /** null: closed; 'new': Add Teacher; a teacher: Edit. */
  target: Teacher | 'new' | null;
  onClose: () => void;
}

/** The Add Teacher and Edit Teacher modals (spec §2, §5) with the live password checklist. */
export function TeacherFormDialog({ target, onClose }: TeacherFormDialogProps) {
  const { t } = useTranslation('teachers');
  return (
    <Modal open={target !== null} title={target === 'new' ? t('form.addTitle') : t('form.editTitle')} onClose={onClose}>
      {target !== null && <TeacherForm teacher={target === 'new' ? null : target} onDone={onClose} />}
    </Modal>
  );
}

function TeacherForm({ teacher, onDone }: { teacher: Teacher | null; onDone: () => void }) {
  const { t } = useTranslation('teachers');
  const fieldError = useFieldError();
  const toast = useToast();
  const { user } = useSession();
  const rulesId = useId();
  const mode = teacher ? 'edit' : 'add';
  const add = useAddTeacher();
  const update = useUpdateTeacher();
  const form = useForm<TeacherFormValues>({
    resolver: zodResolver(mode === 'add' ? AddTeacherForm : EditTeacherForm) as never,
    defaultValues: {
      username: teacher?.username ?? '',
      email: teacher?.email ?? '',
      first_name: teacher?.first_name ?? '',
      last_name: teacher?.last_name ?? '',
      password: '',
      confirm_password: '',
    },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      username: values.username,
      email: values.email,
      first_name: values.first_name || undefined,
      last_name: values.last_name || undefined,
      password: values.password || undefined,
      confirm_password: values.confirm_password || undefined,
    };
    try {
      if (teacher) await update.mutateAsync({ id: teacher.id, body });
      else await add.mutateAsync({ ...body, password: values.password, organizationalId: user?.organizational_id ?? undefined });
      toast(teacher ? t('messages.updated') : t('messages.added'));
      onDone();
    } catch (error) {
      const fields = ['username', 'email', 'first_name', 'last_name', 'password', 'confirm_password'] as const;
      if (isApiError(error) && applyServerErrors(form.setError, error.errors, fields)) return;
      form.setError('root.server', { message: errorText(error, t('messages.error')) });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('form.username')}
        autoComplete="off"
        required
        error={fieldError(errors.username)}
        {...form.register('username')}
      />
      <TextField
        label={t('form.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        error={fieldError(errors.email)}
        {...form.register('email')}
      />
      <div className="field-pair">
        <TextField label={t('form.firstName')} autoComplete="off" error={fieldError(errors.first_name)} {...form.register('first_name')} />
        <TextField label={t('form.lastName')} autoComplete="off" error={fieldError(errors.last_name)} {...form.register('last_name')} />
      </div>
      <PasswordField
        label={mode === 'add' ? t('form.password') : t('form.newPassword')}
        autoComplete="new-password"
        required={mode === 'add'}
        hint={mode === 'edit' ? t('form.keepPassword') : undefined}
        aria-describedby={rulesId}
        error={fieldError(errors.password)}
        {...form.register('password')}
      />
      {(mode === 'add' || password !== '') && <PasswordRules id={rulesId} password={password} />}
      <PasswordField
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        required={mode === 'add'}
        error={fieldError(errors.confirm_password)}
        {...form.register('confirm_password')}
      />
      <DialogFormActions
        formState={form.formState}
        cancelLabel={t('form.cancel')}
        submitLabel={mode === 'add' ? t('form.add') : t('form.save')}
        onCancel={onDone}
        submitDisabled={!canSaveTeacher(mode, password)}
      />
    </form>
  );
}
