import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import type { PairDraft } from '../api/form-model';
import { AudioField } from './audio-field';
import { ImagePicker } from './image-picker';
import { TextsInput } from './texts-input';
import { type Update, withRecording } from './updater';
import styles from './authoring.module.css';

interface PairEditorProps {
  index: number;
  pair: PairDraft;
  bilingual: boolean;
  /** What a failed save found wrong with this pair, shown in it. */
  problem?: string;
  onUpdate: Update<PairDraft>;
  /** Absent when the pair can't be removed (2 pairs or fewer, spec §5). */
  onRemove?: () => void;
}

/** One matching pair: a prompt (text, picture, recordings) and its answer (text, picture). */
export function PairEditor({ index, pair, bilingual, problem, onUpdate, onRemove }: PairEditorProps) {
  const { t } = useTranslation('authoring');
  const problemId = useId();
  const n = index + 1;
  const promptLabel = t('pair.prompt', { n });
  const answerLabel = t('pair.answer', { n });
  return (
    <fieldset className={styles.item} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.itemLegend}>{t('pair.legend', { n })}</legend>
      <div className={styles.pairCols}>
        <div className="stack">
          <TextsInput
            label={promptLabel}
            value={pair.prompt}
            bilingual={bilingual}
            onChange={(prompt) => onUpdate((p) => ({ ...p, prompt }))}
          />
          <ImagePicker
            label={t('pair.promptImage', { n })}
            value={pair.promptImage}
            onChange={(promptImage) => onUpdate((p) => ({ ...p, promptImage }))}
          />
          <AudioField
            label={promptLabel}
            value={pair.promptAudio}
            onChange={(lang, file) => onUpdate((p) => ({ ...p, promptAudio: withRecording(p.promptAudio, lang, file) }))}
          />
        </div>
        <div className="stack">
          <TextsInput
            label={answerLabel}
            value={pair.answer}
            bilingual={bilingual}
            onChange={(answer) => onUpdate((p) => ({ ...p, answer }))}
          />
          <ImagePicker
            label={t('pair.answerImage', { n })}
            value={pair.answerImage}
            onChange={(answerImage) => onUpdate((p) => ({ ...p, answerImage }))}
          />
        </div>
      </div>
      {problem && (
        <p id={problemId} className="field__error">
          {problem}
        </p>
      )}
      {onRemove && (
        <Button
          variant="ghost"
          className={`${styles.small} ${styles.dangerText} ${styles.removeItem}`}
          icon={<TrashIcon size={18} />}
          onClick={onRemove}
        >
          {t('pair.remove', { n })}
        </Button>
      )}
    </fieldset>
  );
}
