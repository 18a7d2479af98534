import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DownloadIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { downloadPracticePack } from '../api/practice-pack';

interface PracticePackButtonProps {
  sectionId: number;
  /** One child's page; the whole section's pack (a page per child) without it. */
  studentId?: number;
  /** Whose pack, for screen readers: the section's or the child's name. */
  name: string;
}

/** Downloads the practice pack PDF (issue 13 item 2): tracing sheets and worksheets from each child's weak concepts. */
export function PracticePackButton({ sectionId, studentId, name }: PracticePackButtonProps) {
  const { t } = useTranslation('students');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadPracticePack(sectionId, studentId);
    } catch (error) {
      toast(errorText(error, t('practicePack.failed')), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<DownloadIcon />}
        busy={busy}
        aria-label={t(studentId === undefined ? 'practicePack.sectionLabel' : 'practicePack.childLabel', { name })}
        onClick={() => void handleClick()}
      >
        {t(studentId === undefined ? 'practicePack.section' : 'practicePack.child')}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? t('practicePack.busy') : ''}
      </span>
    </>
  );
}
