import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadIcon, TrashIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { downloadChildRecord, downloadChildRecordPdf, useEraseChild, useRequestErasure } from '../api/child-data';
import styles from './students.module.css';

interface ChildDataPanelProps {
  studentId: number;
  name: string;
  isAdmin: boolean;
  /** After an erasure: the child is gone from this screen. */
  onErased: (message: string) => void;
}

/** The parent's rights under RA 10173 on the profile: a copy of the record, erasure (admins), or a request (teachers). */
export function ChildDataPanel({ studentId, name, isAdmin, onErased }: ChildDataPanelProps) {
  const { t } = useTranslation('students');
  const toast = useToast();
  const [downloading, setDownloading] = useState<'json' | 'pdf' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseChild(studentId);
  const ask = useRequestErasure(studentId);

  const download = async (format: 'json' | 'pdf') => {
    setDownloading(format);
    try {
      await (format === 'pdf' ? downloadChildRecordPdf : downloadChildRecord)(studentId);
    } catch (error) {
      toast(errorText(error, t('privacy.downloadFailed')), 'error');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className={styles.childData} aria-labelledby="child-data-title">
      <h2 id="child-data-title">{t('privacy.title')}</h2>
      <p className="muted">{isAdmin ? t('privacy.adminText') : t('privacy.teacherText')}</p>
      <div className="row">
        {isAdmin ? (
          <>
            <Button variant="secondary" icon={<DownloadIcon />} busy={downloading === 'pdf'} onClick={() => void download('pdf')}>
              {t('privacy.downloadPdf')}
            </Button>
            <Button variant="secondary" icon={<DownloadIcon />} busy={downloading === 'json'} onClick={() => void download('json')}>
              {t('privacy.download')}
            </Button>
            <Button variant="danger" icon={<TrashIcon />} busy={erase.isPending} onClick={() => setConfirming(true)}>
              {t('privacy.erase')}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            busy={ask.isPending}
            onClick={() =>
              ask.mutate(undefined, {
                onSuccess: (res) => toast(res.message),
                onError: (error) => toast(errorText(error, t('privacy.requestFailed')), 'error'),
              })
            }
          >
            {t('privacy.request')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('privacy.eraseTitle')}
        confirmLabel={t('privacy.eraseConfirm')}
        cancelLabel={t('delete.cancel')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          erase.mutate(undefined, {
            onSuccess: (res) => onErased(res.message),
            onError: (error) => toast(errorText(error, t('privacy.eraseFailed')), 'error'),
          });
        }}
      >
        {t('privacy.eraseQuestion', { name })}
      </ConfirmDialog>
    </section>
  );
}
