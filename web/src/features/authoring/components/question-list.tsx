import type { ActivityType, AuthoringQuestion } from '@aralin/contract';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useToast } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { questionLabel } from '../api/drafts';
import { activityQuestionsQuery, useDeleteQuestion, useReorderQuestions } from '../api/edit-api';
import { QuestionRow } from './question-row';
import styles from './authoring.module.css';

interface QuestionListProps {
  activity: { id: number; title: string; type: ActivityType };
}

/**
 * The questions of an activity on its authoring screens (issue 12): edit, delete (with confirmation) and
 * reorder by dragging (pointer or keyboard: Space to lift, arrows to move, Space to drop) or with the
 * Move up / Move down buttons.
 */
export function QuestionList({ activity }: QuestionListProps) {
  const { t } = useTranslation('authoring');
  const toast = useToast();
  const headingId = useId();
  const lang = currentLanguage();
  const questions = useQuery(activityQuestionsQuery(activity.id));
  const reorder = useReorderQuestions(activity.id);
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AuthoringQuestion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const rows = questions.data ?? [];
  const numberOf = (id: unknown) => rows.findIndex((q) => q.id === id) + 1;

  const move = async (ids: number[]) => {
    setFailure(null);
    try {
      await reorder.mutateAsync(ids);
      toast(t('list.orderSaved'));
    } catch {
      setFailure(t('list.orderFailed'));
    }
  };
  const moveBy = (index: number, by: number) => void move(arrayMove(rows, index, index + by).map((q) => q.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((q) => q.id === active.id);
    const to = rows.findIndex((q) => q.id === over.id);
    void move(arrayMove(rows, from, to).map((q) => q.id));
  };
  const confirmDelete = async () => {
    const question = deleting;
    setDeleting(null);
    if (!question) return;
    try {
      const answer = await remove.mutateAsync(question.id);
      if (editing === question.id) setEditing(null);
      toast(answer.message);
    } catch {
      setFailure(t('list.deleteFailed'));
    }
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('list.dragStart', { n: numberOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('list.dragOver', { n: numberOf(active.id), to: numberOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t('list.dragEnd', { n: numberOf(active.id), to: numberOf(over.id) }) : t('list.dragCancel', { n: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('list.dragCancel', { n: numberOf(active.id) }),
  };

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.stepTitle}>
        {t('list.title', { count: rows.length })}
      </h2>
      {questions.isPending ? (
        <StatusPanel kind="loading" />
      ) : questions.isError ? (
        <Alert>{t('list.loadFailed')}</Alert>
      ) : rows.length === 0 ? (
        <p className={styles.countNote}>{t('list.empty')}</p>
      ) : (
        <>
          <p className={styles.countNote}>{t('list.howToReorder')}</p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={handleDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('list.dragInstructions') } }}
          >
            <SortableContext items={rows.map((q) => q.id)} strategy={verticalListSortingStrategy}>
              <ol className={styles.questionList} aria-labelledby={headingId}>
                {rows.map((question, index) => (
                  <QuestionRow
                    key={question.id}
                    activity={activity}
                    question={question}
                    number={index + 1}
                    label={questionLabel(question, lang)}
                    isFirst={index === 0}
                    isLast={index === rows.length - 1}
                    busy={reorder.isPending}
                    editing={editing === question.id}
                    onEdit={() => setEditing(editing === question.id ? null : question.id)}
                    onEdited={() => setEditing(null)}
                    onMoveUp={() => moveBy(index, -1)}
                    onMoveDown={() => moveBy(index, 1)}
                    onDelete={() => setDeleting(question)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      {failure && <Alert reveal>{failure}</Alert>}
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        confirmLabel={t('list.deleteConfirm')}
        cancelLabel={t('list.cancelEdit')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{t('list.deleteQuestion', { n: deleting ? numberOf(deleting.id) : 0, label: deleting ? questionLabel(deleting, lang) : '' })}</p>
        {deleting && deleting.answer_count > 0 && <p>{t('list.deleteKeepsAnswers', { count: deleting.answer_count })}</p>}
      </ConfirmDialog>
    </section>
  );
}
