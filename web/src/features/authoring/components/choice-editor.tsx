import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import type { ChoiceValues } from '../api/question-form';
import { FormImage, FormTexts } from './form-fields';
import styles from './authoring.module.css';

interface ChoiceEditorProps {
  index: number;
  bilingual: boolean;
  /** Whether this choice is marked correct now (its frame shows it). */
  isCorrect: boolean;
  /** The correct checkbox is disabled once the difficulty's maximum is reached (spec §5). */
  correctDisabled: boolean;
  onRemove?: () => void;
}

/** One choice of the form's `choices`: its text (required), a correct mark and an optional picture. */
export function ChoiceEditor({ index, bilingual, isCorrect, correctDisabled, onRemove }: ChoiceEditorProps) {
  const { t } = useTranslation('authoring');
  const { register } = useFormContext<ChoiceValues>();
  const n = index + 1;
  return (
    <fieldset className={`${styles.item} ${isCorrect ? styles.itemCorrect : ''}`}>
      <legend className={styles.itemLegend}>{t('choice.legend', { n })}</legend>
      <div className={styles.choiceRow}>
        <div className={styles.choiceText}>
          <FormTexts name={`choices.${index}.text`} label={t('choice.text', { n })} bilingual={bilingual} required />
        </div>
        <label className={`check ${styles.correct}`}>
          <input type="checkbox" disabled={correctDisabled} {...register(`choices.${index}.isCorrect`)} />
          <span>
            {t('choice.correct')}
            <span className="visually-hidden"> ({t('choice.legend', { n })})</span>
          </span>
        </label>
      </div>
      <div className={styles.itemFoot}>
        <FormImage name={`choices.${index}.image`} label={t('choice.image', { n })} />
        {onRemove && (
          <Button variant="ghost" className={`${styles.small} ${styles.dangerText}`} icon={<TrashIcon size={18} />} onClick={onRemove}>
            {t('choice.remove', { n })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
