import type { Section, Student, StudentMove } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { destinationsFor } from '../api/section-delete';
import { useDeleteSection } from '../api/section-mutations';
import { sectionStudentsQuery } from '../api/sections-queries';
import { ReassignStudentsDialog } from './reassign-students-dialog';

interface RemoveSectionFlowProps {
  /** The section whose delete button was pressed, or null. */
  section: Section | null;
  /** Every section the person may move students into. */
  sections: Section[];
  onDone: () => void;
}

/**
 * Spec §4 'Section deletion': 'SECTION REMOVE' confirmation, then the students are fetched; with none the
 * section is deleted at once, otherwise the Reassign Students modal decides where each one goes.
 */
export function RemoveSectionFlow({ section, sections, onDone }: RemoveSectionFlowProps) {
  const { t } = useTranslation('sections');
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useDeleteSection();
  const [checking, setChecking] = useState(false);
  const [reassigning, setReassigning] = useState<{ section: Section; students: Student[] } | null>(null);
  const [reassignError, setReassignError] = useState<string>();

  const finish = () => {
    setReassigning(null);
    setReassignError(undefined);
    onDone();
  };

  const deleteWith = (target: Section, moves: StudentMove[]) =>
    remove.mutateAsync({ sectionId: target.id, moves }).then(() => {
      toast(moves.length ? t('messages.deletedReassigned') : t('messages.deleted'));
      finish();
    });

  const confirm = async () => {
    if (!section || checking) return;
    setChecking(true);
    try {
      const students = await queryClient.fetchQuery({ ...sectionStudentsQuery(section.id), staleTime: 0 });
      setChecking(false);
      if (students.length === 0) {
        onDone();
        await deleteWith(section, []).catch((error: unknown) => toast(errorText(error, t('messages.deleteFailed')), 'error'));
      } else {
        setReassigning({ section, students });
        onDone();
      }
    } catch (error) {
      setChecking(false);
      onDone();
      toast(errorText(error, t('messages.fetchStudentsFailed')), 'error');
    }
  };

  return (
    <>
      <ConfirmDialog
        open={section !== null}
        title={t('remove.title')}
        confirmLabel={checking ? t('remove.checking') : t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        tone="danger"
        onCancel={onDone}
        onConfirm={() => void confirm()}
      >
        {section && t('remove.question', { name: section.name })}
      </ConfirmDialog>
      <ReassignStudentsDialog
        section={reassigning?.section ?? null}
        students={reassigning?.students ?? []}
        destinations={reassigning ? destinationsFor(sections, reassigning.section.id) : []}
        busy={remove.isPending}
        error={reassignError}
        onCancel={finish}
        onConfirm={(moves) => {
          if (!reassigning) return;
          setReassignError(undefined);
          // Spec §8: 'Failed to delete section and reassign students.', shown in the modal (it stays open).
          deleteWith(reassigning.section, moves).catch((error: unknown) => setReassignError(errorText(error, t('messages.deleteFailed'))));
        }}
      />
    </>
  );
}
