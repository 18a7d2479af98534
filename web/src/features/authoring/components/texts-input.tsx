import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { Texts } from '../api/form-model';
import styles from './authoring.module.css';

interface TextsInputProps {
  label: string;
  value: Texts;
  onChange: (next: Texts) => void;
  /** Show a second field for the Filipino text. */
  bilingual: boolean;
  required?: boolean;
  placeholder?: string;
  error?: string;
  /** The (English) input, for react-hook-form to focus when the text is marked. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One text of a question: a single field, or English and Filipino side by side. */
export function TextsInput({ label, value, onChange, bilingual, required, placeholder, error, inputRef }: TextsInputProps) {
  const { t } = useTranslation('authoring');
  if (!bilingual) {
    return (
      <TextField
        ref={inputRef}
        label={label}
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        required={required}
        placeholder={placeholder}
        error={error}
        maxLength={500}
      />
    );
  }
  return (
    <div className={styles.textsPair}>
      <TextField
        ref={inputRef}
        label={t('languageLabel', { label, language: t('languages.en') })}
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        required={required}
        placeholder={placeholder}
        error={error}
        maxLength={500}
        lang="en"
      />
      <TextField
        label={t('languageLabel', { label, language: t('languages.tl') })}
        value={value.tl}
        onChange={(e) => onChange({ ...value, tl: e.target.value })}
        hint={t('filipinoHint')}
        maxLength={500}
        lang="tl"
      />
    </div>
  );
}
