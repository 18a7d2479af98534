import type { FieldValues, FormState } from 'react-hook-form';
import { Button } from './button';
import { countInvalid, FormFeedback } from './form-feedback';

interface DialogFormActionsProps<T extends FieldValues> {
  /**
   * The form's `formState`, read here as the form's own component would (react-hook-form re-renders that
   * component when what is read changes), so the form re-renders on a submit exactly as before.
   */
  formState: FormState<T>;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** The submit button waits for something the form's fields don't say (e.g. a strong enough password). */
  submitDisabled?: boolean;
}

/**
 * The end of a dialog's form (issue 20 point 1): what saving said, then Cancel and the submit button. Cancel
 * is disabled and the submit button busy while the form is being sent.
 */
export function DialogFormActions<T extends FieldValues>({
  formState,
  cancelLabel,
  submitLabel,
  onCancel,
  submitDisabled,
}: DialogFormActionsProps<T>) {
  const { errors, isSubmitting, submitCount } = formState;
  return (
    <>
      <FormFeedback failure={errors.root?.server?.message} invalid={countInvalid(errors)} attempt={submitCount} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {cancelLabel}
        </Button>
        <Button type="submit" busy={isSubmitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
