import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../components/ui/icons';
import { useFieldError } from '../../../lib/form-errors';
import { avatarProblem } from '../api/settings-form';
import styles from './settings.module.css';

interface AvatarPickerProps {
  /** The saved avatar ('/files/<key>') or null. */
  current: string | null;
  initial: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Avatar upload with a preview (spec §2 'Settings'); image files only (spec §5). */
export function AvatarPicker({ current, initial, file, onChange }: AvatarPickerProps) {
  const { t } = useTranslation('settings');
  const fieldError = useFieldError();
  const inputId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? current;
  return (
    <div className={styles.avatarRow}>
      {shown ? (
        <img className={styles.avatar} src={shown} alt={t('avatar.preview')} />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {initial.toUpperCase()}
        </span>
      )}
      <div className="field">
        <span className="field__label" id={`${inputId}-label`}>
          {t('avatar.label')}
        </span>
        <label htmlFor={inputId} className={`btn btn--secondary ${styles.pick}`}>
          <ImageIcon />
          {file ? t('avatar.change') : t('avatar.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const key = chosen ? avatarProblem(chosen) : null;
            setProblem(key ? fieldError({ type: 'validate', message: key }) : undefined);
            onChange(key ? null : chosen);
            if (key) event.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="field__hint">
          {file ? file.name : t('avatar.hint')}
        </p>
        {problem && (
          <p id={`${inputId}-error`} className="field__error">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
