import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityStudentsQuery, forgetActivity, useDeleteActivity } from '../api/activities-api';

interface DeleteActivityDialogProps {
  activity: { id: number; title: string } | null;
  /** The page's section and subject: the confirmation says how many children have it assigned (issue 12). */
  sectionId: number;
  subjectId: number;
  onCancel: () => void;
  /** Called after the activity is gone (the detail page leaves for the list). */
  onDeleted?: () => void;
}

/** Deleting an activity, with confirmation (issue 4; spec §8 'Failed to delete activity. Please try again.'). */
export function DeleteActivityDialog({ activity, sectionId, subjectId, onCancel, onDeleted }: DeleteActivityDialogProps) {
  const { t } = useTranslation('activities');
  const toast = useToast();
  const remove = useDeleteActivity();
  const queryClient = useQueryClient();
  const students = useQuery({ ...activityStudentsQuery(sectionId, subjectId, activity?.id ?? 0), enabled: activity !== null });
  const assignedCount = activity && students.isSuccess ? students.data.length : undefined;
  const confirm = async () => {
    if (!activity) return;
    onCancel();
    try {
      await remove.mutateAsync(activity.id);
      onDeleted?.();
      toast(t('delete.done'));
      const id = activity.id;
      setTimeout(() => forgetActivity(queryClient, id), 0);
    } catch {
      toast(t('delete.failed'), 'error');
    }
  };
  return (
    <ConfirmDialog
      open={activity !== null}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      tone="danger"
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      <p>{t('delete.question', { title: activity?.title ?? '' })}</p>
      {assignedCount !== undefined && <p>{t('delete.assigned', { count: assignedCount })}</p>}
    </ConfirmDialog>
  );
}
