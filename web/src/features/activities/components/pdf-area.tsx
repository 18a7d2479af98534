import type { PrintablePdf } from '@aralin/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { truncateFileName } from '../../../lib/activity-text';
import { isApiError } from '../../../lib/api-error';
import { useRemovePdf, useUploadPdf } from '../api/activities-api';
import { checkPdf } from '../api/pdf-check';
import styles from './activities.module.css';

interface PdfAreaProps {
  sectionId: number;
  activityId: number;
  /** Names the activity in the controls' labels, so each card's buttons can be told apart. */
  title: string;
  pdf: PrintablePdf | null;
}

/**
 * The printable PDF of an activity (spec §2, §4 'Activity PDF'): No PDF → Ready to Upload (file picked)
 * → PDF Available (download, replace, remove); Available → Replace PDF (new file picked) → replaced.
 */
export function PdfArea({ sectionId, activityId, title, pdf }: PdfAreaProps) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const upload = useUploadPdf();
  const remove = useRemovePdf();
  const busy = upload.isPending || remove.isPending;

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkPdf(file);
    setError(problem ? t(problem === 'notPdf' ? 'pdf.notPdf' : 'pdf.tooLarge') : null);
    setPicked(problem ? null : file);
  };

  const send = async () => {
    if (!picked) return;
    try {
      await upload.mutateAsync({ sectionId, activityId, file: picked });
      setPicked(null);
      setError(null);
      toast(t('pdf.uploaded'));
    } catch (e) {
      // The server's reason when it refused the file itself (not a PDF, too large); otherwise the spec's text.
      const refused = isApiError(e) && (e.status === 413 || e.status === 415) && e.error;
      setError(refused ? e.error : t('pdf.uploadFailed'));
    }
  };

  const drop = async () => {
    setConfirmingRemove(false);
    try {
      await remove.mutateAsync({ sectionId, activityId });
      setError(null);
      toast(t('pdf.removed'));
    } catch {
      setError(t('pdf.removeFailed'));
    }
  };

  const state = picked ? (pdf ? 'replacing' : 'ready') : pdf ? 'available' : 'none';
  const shownName = picked?.name ?? pdf?.name ?? '';

  return (
    <div className={styles.pdf} role="group" aria-label={t('pdf.groupLabel', { title })}>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('pdf.fileLabel', { title })}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <p className={styles.pdfState}>
        <span className={`${styles.pdfBadge} ${styles[`pdf_${state}`]}`}>{t(`pdf.state.${state}`)}</span>
        {shownName && (
          <span className={styles.pdfName} title={shownName}>
            {truncateFileName(shownName)}
          </span>
        )}
        {state === 'replacing' && pdf && (
          <span className={styles.pdfNote} title={pdf.name}>
            {t('pdf.replaces', { name: truncateFileName(pdf.name) })}
          </span>
        )}
      </p>
      <div className={styles.pdfActions}>
        {state === 'none' && (
          <Button variant="secondary" onClick={() => input.current?.click()} aria-label={t('pdf.chooseFor', { title })}>
            {t('pdf.choose')}
          </Button>
        )}
        {(state === 'ready' || state === 'replacing') && (
          <>
            <Button
              onClick={() => void send()}
              busy={upload.isPending}
              aria-label={t(state === 'ready' ? 'pdf.uploadFor' : 'pdf.replaceFor', { title })}
            >
              {t(state === 'ready' ? 'pdf.upload' : 'pdf.replaceConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setPicked(null)} disabled={busy}>
              {t('pdf.cancel')}
            </Button>
          </>
        )}
        {state === 'available' && pdf && (
          <>
            <a className="btn btn--secondary" href={pdf.url} download={pdf.name} aria-label={t('pdf.downloadFor', { title })}>
              {t('pdf.download')}
            </a>
            <Button variant="ghost" onClick={() => input.current?.click()} disabled={busy} aria-label={t('pdf.replaceFor', { title })}>
              {t('pdf.replace')}
            </Button>
            <Button
              variant="ghost"
              className={styles.dangerText}
              onClick={() => setConfirmingRemove(true)}
              busy={remove.isPending}
              aria-label={t('pdf.removeFor', { title })}
            >
              {t('pdf.remove')}
            </Button>
          </>
        )}
      </div>
      {error && (
        <p className={styles.pdfError} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmingRemove}
        title={t('pdf.removeTitle')}
        confirmLabel={t('pdf.removeConfirm')}
        cancelLabel={t('pdf.cancel')}
        tone="danger"
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => void drop()}
      >
        {t('pdf.removeQuestion', { name: pdf?.name ?? '', title })}
      </ConfirmDialog>
    </div>
  );
}
