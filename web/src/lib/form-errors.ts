/** Field errors of forms: contract message keys from zod, or texts the server already localised. */
import { type MessageKey, messages } from '@aralin/contract';
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The error `type` of a message that came from the server and is shown as is. */
export const SERVER_ERROR = 'server';

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** A field's error, or the error of a whole array field (a list of picked ids), whose parts are optional. */
type ShownError = Partial<Pick<FieldError, 'type' | 'message'>>;

/** Returns a function that turns a react-hook-form error into the text to show. */
export function useFieldError(): (error?: ShownError) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (error?: ShownError) => {
      const message = error?.message;
      if (!message) return undefined;
      if (error.type === SERVER_ERROR) return message;
      return t(isMessageKey(message) ? message : 'invalidInput');
    },
    [t],
  );
}

/**
 * Puts the server's per-field messages on the named fields; returns true when any was placed. A field the
 * server names otherwise than the form is given as `[server's name, form's field]` ('lesson_material' is the
 * authoring form's `lesson`).
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string>,
  fields: ReadonlyArray<Path<T> | readonly [string, Path<T>]>,
): boolean {
  let placed = false;
  for (const entry of fields) {
    const [name, field] = typeof entry === 'string' ? [entry, entry] : entry;
    const message = errors[name];
    if (message) {
      setError(field, { type: SERVER_ERROR, message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
