import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { AssignDialog, type AssignTarget } from './assign-dialog';

interface AssignButtonsProps {
  sectionId: number;
  activityId: number;
  title: string;
  assignedIds: readonly number[];
  /** Sent for library activities: the subject the children will find it under. */
  subjectId?: number;
}

/** 'Assign' and 'Unassign' for one activity, each opening the modal (Activity detail page, issue 4). */
export function AssignButtons({ sectionId, activityId, title, assignedIds, subjectId }: AssignButtonsProps) {
  const { t } = useTranslation('prebuilt');
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const open = (mode: AssignTarget['mode']) => setTarget({ mode, activityId, title, assignedIds, subjectId });
  return (
    <>
      <Button onClick={() => open('assign')}>{t('assignButton')}</Button>
      <Button variant="secondary" disabled={assignedIds.length === 0} onClick={() => open('unassign')}>
        {t('unassignButton')}
      </Button>
      <AssignDialog target={target} sectionId={sectionId} onClose={() => setTarget(null)} />
    </>
  );
}
