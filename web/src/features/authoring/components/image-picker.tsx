import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ImageIcon } from '../../../components/ui/icons';
import { uploadFile } from '../api/authoring-api';
import { checkImage } from '../api/file-check';
import type { Uploaded } from '../api/form-model';
import styles from './authoring.module.css';

/** A picture for an activity, prompt, answer or choice: image files only, at most 5 MB, shown as a thumbnail. */
interface ImagePickerProps {
  label: string;
  value: Uploaded | null;
  onChange: (file: Uploaded | null) => void;
  /** Shows the label above the picker (otherwise it names the group for screen readers only). */
  showLabel?: boolean;
}

export function ImagePicker({ label, value, onChange, showLabel = false }: ImagePickerProps) {
  const { t } = useTranslation('authoring');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImage(file);
    if (problem) return setError(t(`files.${problem}`));
    setError(null);
    setUploading(true);
    try {
      onChange(await uploadFile(file, file.name));
    } catch {
      setError(t('files.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const picker = (
    <div className={styles.image} role="group" aria-label={label}>
      <span className={styles.thumb}>
        {value ? <img src={value.url} alt={t('files.thumbAlt', { what: label })} /> : <ImageIcon size={22} />}
      </span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('files.imageFileLabel', { what: label })}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void pick(file);
        }}
      />
      <div className={styles.imageActions}>
        <Button
          variant="ghost"
          className={styles.small}
          busy={uploading}
          onClick={() => input.current?.click()}
          aria-label={t(value ? 'files.changeFor' : 'files.addFor', { what: label })}
        >
          {t(value ? 'files.change' : 'files.add')}
        </Button>
        {value && !uploading && (
          <Button
            variant="ghost"
            className={`${styles.small} ${styles.dangerText}`}
            onClick={() => onChange(null)}
            aria-label={t('files.removeFor', { what: label })}
          >
            {t('files.remove')}
          </Button>
        )}
      </div>
      {error && (
        <p className={styles.fileError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
  if (!showLabel) return picker;
  return (
    <div className="field">
      <span className="field__label" aria-hidden="true">
        {label}
      </span>
      {picker}
    </div>
  );
}
