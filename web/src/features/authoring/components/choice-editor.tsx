import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import type { ChoiceDraft } from '../api/form-model';
import { ImagePicker } from './image-picker';
import { TextsInput } from './texts-input';
import type { Update } from './updater';
import styles from './authoring.module.css';

interface ChoiceEditorProps {
  index: number;
  choice: ChoiceDraft;
  bilingual: boolean;
  /** The correct checkbox is disabled once the difficulty's maximum is reached (spec §5). */
  correctDisabled: boolean;
  onUpdate: Update<ChoiceDraft>;
  onRemove?: () => void;
}

/** One choice: its text (required), a correct mark and an optional picture. */
export function ChoiceEditor({ index, choice, bilingual, correctDisabled, onUpdate, onRemove }: ChoiceEditorProps) {
  const { t } = useTranslation('authoring');
  const n = index + 1;
  return (
    <fieldset className={`${styles.item} ${choice.isCorrect ? styles.itemCorrect : ''}`}>
      <legend className={styles.itemLegend}>{t('choice.legend', { n })}</legend>
      <div className={styles.choiceRow}>
        <div className={styles.choiceText}>
          <TextsInput
            label={t('choice.text', { n })}
            value={choice.text}
            bilingual={bilingual}
            required
            onChange={(text) => onUpdate((c) => ({ ...c, text }))}
          />
        </div>
        <label className={`check ${styles.correct}`}>
          <input
            type="checkbox"
            checked={choice.isCorrect}
            disabled={correctDisabled}
            onChange={(e) => {
              const isCorrect = e.target.checked;
              onUpdate((c) => ({ ...c, isCorrect }));
            }}
          />
          <span>
            {t('choice.correct')}
            <span className="visually-hidden"> ({t('choice.legend', { n })})</span>
          </span>
        </label>
      </div>
      <div className={styles.itemFoot}>
        <ImagePicker label={t('choice.image', { n })} value={choice.image} onChange={(image) => onUpdate((c) => ({ ...c, image }))} />
        {onRemove && (
          <Button variant="ghost" className={`${styles.small} ${styles.dangerText}`} icon={<TrashIcon size={18} />} onClick={onRemove}>
            {t('choice.remove', { n })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
