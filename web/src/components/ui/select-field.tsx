import { type ComponentProps, useId } from 'react';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  hint?: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/** A labelled <select>, styled like TextField, with its error linked by aria-describedby. */
export function SelectField({ label, error, hint, hideLabel, id, className, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="field__input field__select"
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
