import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import { FormAudio, FormImage, FormTexts } from './form-fields';
import styles from './authoring.module.css';

interface PairEditorProps {
  index: number;
  bilingual: boolean;
  /** What a failed save found wrong with this pair, shown in it. */
  problem?: string;
  /** Absent when the pair can't be removed (2 pairs or fewer, spec §5). */
  onRemove?: () => void;
}

/** One pair of the form's `pairs`: a prompt (text, picture, recordings) and its answer (text, picture). */
export function PairEditor({ index, bilingual, problem, onRemove }: PairEditorProps) {
  const { t } = useTranslation('authoring');
  const problemId = useId();
  const n = index + 1;
  const promptLabel = t('pair.prompt', { n });
  const at = (part: string) => `pairs.${index}.${part}`;
  return (
    <fieldset className={styles.item} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.itemLegend}>{t('pair.legend', { n })}</legend>
      <div className={styles.pairCols}>
        <div className="stack">
          <FormTexts name={at('prompt')} label={promptLabel} bilingual={bilingual} />
          <FormImage name={at('promptImage')} label={t('pair.promptImage', { n })} />
          <FormAudio name={at('promptAudio')} label={promptLabel} />
        </div>
        <div className="stack">
          <FormTexts name={at('answer')} label={t('pair.answer', { n })} bilingual={bilingual} />
          <FormImage name={at('answerImage')} label={t('pair.answerImage', { n })} />
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
