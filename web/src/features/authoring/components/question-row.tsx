import type { ActivityType, AuthoringQuestion } from '@aralin/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { draftsOf } from '../api/drafts';
import { ChoiceForm } from './choice-form';
import { MatchingForm } from './matching-form';
import styles from './authoring.module.css';

interface QuestionRowProps {
  activity: { id: number; title: string; type: ActivityType };
  question: AuthoringQuestion;
  number: number;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  editing: boolean;
  onEdit: () => void;
  onEdited: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDelete: () => void;
}

/** One question of the list: a drag handle, what it asks, and its actions; its form opens below it to edit. */
export function QuestionRow(props: QuestionRowProps) {
  const { activity, question, number, label, isFirst, isLast, busy, editing } = props;
  const { t } = useTranslation('authoring');
  const sortable = useSortable({ id: question.id });
  const drafts = draftsOf(question);
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  const editingProps = drafts ? { question, drafts, onDone: props.onEdited, onCancel: props.onEdited } : undefined;
  return (
    <li ref={sortable.setNodeRef} style={style} className={[styles.questionItem, sortable.isDragging ? styles.dragging : ''].join(' ')}>
      <div className={styles.questionHead}>
        <button
          type="button"
          className={styles.dragHandle}
          aria-label={t('list.drag', { n: number })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className={styles.questionWords}>
          <span className={styles.questionNumber}>{t('list.number', { n: number })}</span>{' '}
          <span className={styles.questionText}>{label}</span>
          <span className={styles.questionMeta}>
            {t(`difficulty.${question.difficulty_level}`)}
            {question.answer_count > 0 && ` · ${t('list.answered', { count: question.answer_count })}`}
          </span>
        </div>
        <div className={styles.questionActions}>
          <Button
            variant="ghost"
            className={styles.small}
            disabled={isFirst || busy}
            onClick={props.onMoveUp}
            aria-label={t('list.moveUp', { n: number })}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            className={styles.small}
            disabled={isLast || busy}
            onClick={props.onMoveDown}
            aria-label={t('list.moveDown', { n: number })}
          >
            ↓
          </Button>
          {drafts && (
            <Button
              variant="secondary"
              className={styles.small}
              icon={<EditIcon />}
              aria-expanded={editing}
              onClick={props.onEdit}
              aria-label={t('list.edit', { n: number })}
            >
              {t('list.editShort')}
            </Button>
          )}
          <Button
            variant="ghost"
            icon={<TrashIcon />}
            className={`${styles.small} ${styles.dangerText}`}
            onClick={props.onDelete}
            aria-label={t('list.delete', { n: number })}
          >
            {t('list.deleteShort')}
          </Button>
        </div>
      </div>
      {editing && editingProps && (
        <div className={styles.questionEditor}>
          {question.answer_count > 0 && <p className={styles.countNote}>{t('list.versionNote')}</p>}
          {activity.type === 'matching' ? (
            <MatchingForm activity={activity} editing={editingProps} />
          ) : (
            <ChoiceForm activity={activity} editing={editingProps} />
          )}
        </div>
      )}
    </li>
  );
}
