import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';
import { useFieldError } from '../../../lib/form-errors';
import { PasswordChecklist } from './password-checklist';

/**
 * A new password, its live checklist (spec §5) and its confirmation, as registration, an invitation and a
 * reset ask for them: `password` and `confirm` name the form's two fields.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  password,
  confirm,
  labels,
}: {
  form: UseFormReturn<T>;
  password: Path<T>;
  confirm: Path<T>;
  labels: { password: string; confirm: string };
}) {
  const fieldError = useFieldError();
  const checklistId = useId();
  const errorOf = (name: Path<T>) => fieldError(form.getFieldState(name, form.formState).error);
  const typed: unknown = form.watch(password);
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required
        aria-describedby={checklistId}
        error={errorOf(password)}
        {...form.register(password)}
      />
      <PasswordChecklist id={checklistId} password={typeof typed === 'string' ? typed : ''} />
      <PasswordField label={labels.confirm} autoComplete="new-password" required error={errorOf(confirm)} {...form.register(confirm)} />
    </>
  );
}
