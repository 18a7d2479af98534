import type { ImportStudentsResponse } from '@aralin/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/api-error';
import { useCheckClassList, useImportClassList } from '../api/class-list';
import { ClassListPreview } from './class-list-preview';
import { ImportDone } from './import-done';
import styles from './class-list.module.css';

interface ImportClassListDialogProps {
  sectionId: number;
  classCode?: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Import class list' (issue 12): pick a file, see every row the server read with its problems (a dry
 * run, nothing written), confirm parental consent, import all at once, then print the sign-in sheet.
 */
export function ImportClassListDialog({ sectionId, classCode, open, onClose }: ImportClassListDialogProps) {
  const { t } = useTranslation('students');
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title={t('classList.title')} onClose={onClose} size="wide" busy={busy}>
      {open && <ImportFlow sectionId={sectionId} classCode={classCode} onBusy={setBusy} onClose={onClose} />}
    </Modal>
  );
}

function ImportFlow({
  sectionId,
  classCode,
  onBusy,
  onClose,
}: Omit<ImportClassListDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('students');
  const check = useCheckClassList(sectionId);
  const save = useImportClassList(sectionId);
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [done, setDone] = useState<ImportStudentsResponse | null>(null);
  const fileId = useId();
  const consentErrorId = useId();

  if (done) return <ImportDone sectionId={sectionId} classCode={classCode} result={done} onClose={onClose} />;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setConsent(false);
    setConsentMissing(false);
    save.reset();
    check.mutate(chosen);
  };

  const submit = async () => {
    if (!file) return;
    if (!consent) {
      setConsentMissing(true);
      return;
    }
    onBusy(true);
    try {
      setDone(await save.mutateAsync({ file, consent }));
    } catch {
      // The error is shown from save.error below.
    } finally {
      onBusy(false);
    }
  };

  const preview = check.data;
  const ready = preview !== undefined && preview.error_count === 0 && !check.isPending;

  return (
    <div className="stack">
      {!preview && (
        <>
          <p className={styles.intro}>{t('classList.intro')}</p>
          <p className={styles.columns}>{t('classList.columns')}</p>
        </>
      )}
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {preview ? t('classList.chooseAgain') : t('classList.file')}
        </label>
        <input
          id={fileId}
          type="file"
          className={styles.fileInput}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={save.isPending}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {check.isPending && <Alert tone="info">{t('classList.checking')}</Alert>}
      {check.isError && <Alert>{errorText(check.error, t('classList.checkFailed'))}</Alert>}
      {preview && !check.isPending && file && (
        <>
          <p className={styles.summary}>{t('classList.summary', { count: preview.rows.length, file: file.name })}</p>
          {preview.error_count > 0 ? (
            <Alert>{t('classList.problems', { count: preview.error_count })}</Alert>
          ) : (
            <Alert tone="success">{t('classList.allGood')}</Alert>
          )}
          {preview.ignored_columns.length > 0 && (
            <p className="muted">{t('classList.ignored', { columns: preview.ignored_columns.join(', ') })}</p>
          )}
          <ClassListPreview rows={preview.rows} />
        </>
      )}
      {ready && (
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              checked={consent}
              aria-invalid={consentMissing && !consent ? true : undefined}
              aria-describedby={consentMissing && !consent ? consentErrorId : undefined}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <span>{t('classList.consent')}</span>
          </label>
          {consentMissing && !consent && (
            <p id={consentErrorId} className="field__error">
              {t('classList.consentRequired')}
            </p>
          )}
        </div>
      )}
      {save.isError && <Alert>{errorText(save.error, t('classList.importFailed'))}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('classList.cancel')}
        </Button>
        {ready && (
          <Button busy={save.isPending} onClick={() => void submit()}>
            {t('classList.submit', { count: preview.rows.length })}
          </Button>
        )}
      </div>
    </div>
  );
}
