import type { Section, Subject } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteSubject } from '../api/subjects-api';

/** The confirmation before a subject is deleted, then the spec's popup. */
export function DeleteSubjectDialog({ subject, section, onDone }: { subject: Subject | null; section: Section; onDone: () => void }) {
  const { t } = useTranslation('subjects');
  const toast = useToast();
  const remove = useDeleteSubject();
  const confirm = async () => {
    if (!subject) return;
    onDone();
    try {
      await remove.mutateAsync({ subjectId: subject.id, sectionId: section.id, teacherId: subject.teacher || section.teacher });
      toast(t('messages.deleted'));
    } catch {
      toast(t('messages.deleteFailed'), 'error');
    }
  };
  return (
    <ConfirmDialog
      open={subject !== null}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      tone="danger"
      onCancel={onDone}
      onConfirm={() => void confirm()}
    >
      {t('delete.question', { name: subject?.name ?? '' })}
    </ConfirmDialog>
  );
}
