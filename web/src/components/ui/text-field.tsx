import { type ComponentProps, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  error?: string;
  hint?: string;
  /** Something inside the input's box on the right, such as a show/hide button. */
  trailing?: ReactNode;
  inputClassName?: string;
}

/** A labelled input with an optional hint and an error linked by aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  inputClassName,
  required,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={inputId}
          required={required}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
          className={['field__input', inputClassName].filter(Boolean).join(' ')}
        />
        {trailing}
      </div>
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
