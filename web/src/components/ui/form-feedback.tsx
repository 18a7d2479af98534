import { useTranslation } from 'react-i18next';
import { Alert } from './alert';

interface FormFeedbackProps {
  /** What the server (or the network) said when saving failed. */
  failure?: string | null;
  /** How many fields are marked invalid after a submit. */
  invalid?: number;
  /** Changes on every submit (react-hook-form's `submitCount`), so a repeated failure is revealed again. */
  attempt?: unknown;
}

/**
 * The message just above a form's buttons (issue 20 point 1): the save button area always says what
 * happened. A failure is announced (role alert), scrolled into view and focused; after a submit with
 * invalid fields it says how many are marked, while the focus stays on the first of them (react-hook-form
 * focuses it), whose own message sits beside it.
 */
export function FormFeedback({ failure, invalid = 0, attempt }: FormFeedbackProps) {
  const { t } = useTranslation();
  if (failure) {
    return (
      <Alert reveal revealKey={attempt}>
        {failure}
      </Alert>
    );
  }
  if (invalid > 0) return <Alert>{t('form.checkFields', { count: invalid })}</Alert>;
  return null;
}

/** The number of fields with an error in a react-hook-form `errors` object (the form-level `root` left out). */
export function countInvalid(errors: Record<string, unknown>): number {
  return Object.keys(errors).filter((key) => key !== 'root').length;
}
