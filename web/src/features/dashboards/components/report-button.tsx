import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';

interface ReportButtonProps {
  /** The visible label ('Download Report'). */
  label: string;
  /** The accessible name saying which report. */
  description: string;
  onDownload: () => Promise<void>;
  /** The popup when the download fails (spec §8). */
  failedText: string;
}

/** A Download Report button: busy while the server draws the PDF, an error popup if it fails. */
export function ReportButton({ label, description, onDownload, failedText }: ReportButtonProps) {
  const { t } = useTranslation('dashboards');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await onDownload();
    } catch {
      toast(failedText, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" busy={busy} icon={<DownloadIcon />} aria-label={description} onClick={() => void handleClick()}>
        {label}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? t('download.busy') : ''}
      </span>
    </>
  );
}
