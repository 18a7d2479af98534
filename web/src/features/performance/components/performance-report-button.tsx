import type { Section } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { downloadSectionReport } from '../../../lib/report-download';
import { DEFAULT_TIME_ZONE, dateInZone } from '../../../lib/school-time';
import { performanceQuery } from '../api/performance-queries';

interface PerformanceReportButtonProps {
  section: Section;
  organizationalId: number | null | undefined;
}

/** Download Report (spec §7): the section's student-performance PDF, '<type>-section-<id>-<date>.pdf'. */
export function PerformanceReportButton({ section, organizationalId }: PerformanceReportButtonProps) {
  const { t } = useTranslation('performance');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // The file is named for the school's date today, as on the report itself.
  const timeZone = useQuery(performanceQuery(section.id)).data?.timezone ?? DEFAULT_TIME_ZONE;

  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadSectionReport(section.id, organizationalId, dateInZone(new Date(), timeZone));
    } catch {
      toast(t('downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        busy={busy}
        icon={<DownloadIcon />}
        aria-label={t('downloadLabel', { name: section.name })}
        onClick={() => void handleClick()}
      >
        {t('download')}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? t('downloadBusy') : ''}
      </span>
    </>
  );
}
