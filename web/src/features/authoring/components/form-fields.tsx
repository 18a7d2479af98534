/**
 * The authoring pieces bound to the form they are in (react-hook-form's context, issue 21 item 4): a text
 * in one or two languages, a picture, a recording per language. Each changes only its own path, so an
 * upload that finishes late never undoes another change.
 */
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '../../../lib/form-errors';
import type { Recordings, Uploaded } from '../api/form-model';
import { AudioField } from './audio-field';
import { ImagePicker } from './image-picker';
import { TextsInput } from './texts-input';

interface FormTextsProps {
  /** The path of a `Texts` value in the form. */
  name: string;
  label: string;
  bilingual: boolean;
  required?: boolean;
  placeholder?: string;
}

/** `TextsInput` on a form's `Texts` value; its error (a contract message key, or the server's text) under it. */
export function FormTexts({ name, ...props }: FormTextsProps) {
  const fieldError = useFieldError();
  const { field, fieldState } = useController({ name });
  return (
    <TextsInput
      {...props}
      value={field.value as { en: string; tl: string }}
      onChange={field.onChange}
      inputRef={field.ref}
      error={fieldError(fieldState.error)}
    />
  );
}

/** `ImagePicker` on a form's `Uploaded | null` value. */
export function FormImage({ name, label, showLabel }: { name: string; label: string; showLabel?: boolean }) {
  const { field } = useController({ name });
  return <ImagePicker label={label} value={field.value as Uploaded | null} onChange={field.onChange} showLabel={showLabel} />;
}

/** `AudioField` on a form's `Recordings` value: each language is set on its own. */
export function FormAudio({ name, label }: { name: string; label: string }) {
  const { setValue } = useFormContext();
  const value = useWatch({ name }) as Recordings;
  return <AudioField label={label} value={value} onChange={(lang, file) => setValue(`${name}.${lang}`, file, { shouldDirty: true })} />;
}
