import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { checkAudio } from '../api/file-check';
import type { Recordings, Uploaded } from '../api/form-model';
import { uploadFile } from '../api/authoring-api';
import { useRecorder } from '../../../lib/use-recorder';
import styles from './authoring.module.css';

type Lang = 'en' | 'tl';

/**
 * Recordings of one prompt, hint or question in English and Filipino (issue 4): what the child hears.
 * Each language is recorded in the browser or uploaded as a file, then played back, re-recorded or removed.
 * Changes come per language: the parent merges them into its latest state (uploads finish in any order).
 */
export function AudioField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Recordings;
  onChange: (lang: Lang, file: Uploaded | null) => void;
}) {
  const { t } = useTranslation('authoring');
  return (
    <fieldset className={styles.audio}>
      <legend className={styles.audioLegend}>{t('audio.legend', { what: label })}</legend>
      {(['en', 'tl'] as const).map((lang) => (
        <AudioSlot key={lang} lang={lang} what={label} value={value[lang]} onChange={(file) => onChange(lang, file)} />
      ))}
    </fieldset>
  );
}

function AudioSlot({
  lang,
  what,
  value,
  onChange,
}: {
  lang: Lang;
  what: string;
  value: Uploaded | null;
  onChange: (file: Uploaded | null) => void;
}) {
  const { t } = useTranslation('authoring');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = t(`languages.${lang}`);
  const name = t('audio.slotName', { what, language });

  const send = async (blob: Blob, fileName: string) => {
    const problem = checkAudio(blob);
    if (problem) return setError(t(`files.${problem}`));
    setUploading(true);
    setError(null);
    try {
      onChange(await uploadFile(blob, fileName));
    } catch {
      setError(t('files.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  const recorder = useRecorder(
    (blob) => void send(blob, `recording-${lang}.${blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm'}`),
  );

  return (
    <div className={styles.audioSlot} role="group" aria-label={name}>
      <span className={styles.audioLang} lang={lang}>
        {language}
      </span>
      <input
        ref={input}
        type="file"
        accept="audio/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('audio.fileLabel', { name })}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file, file.name);
        }}
      />
      {recorder.recording ? (
        <>
          <span className={styles.recording} role="status">
            <span className={styles.recDot} aria-hidden="true" />
            {t('audio.recording', { seconds: recorder.seconds })}
          </span>
          <Button variant="danger" className={styles.small} onClick={recorder.stop} aria-label={t('audio.stopFor', { name })}>
            {t('audio.stop')}
          </Button>
        </>
      ) : uploading ? (
        <span className={styles.recording} role="status">
          <span className="spinner" aria-hidden="true" /> {t('files.uploading')}
        </span>
      ) : value ? (
        <>
          <audio controls src={value.url} preload="none" className={styles.player} aria-label={name} />
          <Button
            variant="ghost"
            className={styles.small}
            onClick={() => void recorder.start()}
            aria-label={t('audio.rerecordFor', { name })}
          >
            {t('audio.rerecord')}
          </Button>
          <Button
            variant="ghost"
            className={`${styles.small} ${styles.dangerText}`}
            onClick={() => onChange(null)}
            aria-label={t('audio.removeFor', { name })}
          >
            {t('audio.remove')}
          </Button>
        </>
      ) : (
        <>
          <Button
            variant="secondary"
            className={styles.small}
            onClick={() => void recorder.start()}
            aria-label={t('audio.recordFor', { name })}
          >
            {t('audio.record')}
          </Button>
          <Button
            variant="ghost"
            className={styles.small}
            onClick={() => input.current?.click()}
            aria-label={t('audio.uploadFor', { name })}
          >
            {t('audio.upload')}
          </Button>
        </>
      )}
      {(error || recorder.error) && (
        <p className={styles.fileError} role="alert">
          {error ?? t(`audio.${recorder.error!}`)}
        </p>
      )}
    </div>
  );
}
