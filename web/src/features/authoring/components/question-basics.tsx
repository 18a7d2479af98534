import { Difficulty } from '@aralin/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { QuestionCommon } from '../api/form-model';
import { FormAudio, FormTexts } from './form-fields';
import styles from './authoring.module.css';

/** Whether the question form shows a Filipino field beside each text. */
export const useBilingual = () => useWatch<QuestionCommon, 'bilingual'>({ name: 'bilingual' });

/**
 * Difficulty and the 'separate Filipino text' switch, at the top of a question form. Changing the difficulty
 * also resizes pairs or choices, so the form decides what else it does (`onDifficulty`).
 */
export function QuestionSettings({ onDifficulty }: { onDifficulty: (difficulty: Difficulty) => void }) {
  const { t } = useTranslation('authoring');
  const { register } = useFormContext<QuestionCommon>();
  return (
    <div className={styles.settings}>
      <SelectField
        label={t('question.difficulty')}
        {...register('difficulty', { onChange: (e: { target: { value: Difficulty } }) => onDifficulty(e.target.value) })}
      >
        {Difficulty.options.map((d) => (
          <option key={d} value={d}>
            {t(`difficulty.${d}`)}
          </option>
        ))}
      </SelectField>
      <label className="check">
        <input type="checkbox" {...register('bilingual')} />
        <span>{t('question.bilingual')}</span>
      </label>
    </div>
  );
}

/** The prompt and its recordings (matching: the instruction; multiple choice: the question). */
export function PromptFields({ label, required, placeholder }: { label: string; required?: boolean; placeholder?: string }) {
  const bilingual = useBilingual();
  return (
    <div className="stack">
      <FormTexts name="prompt" label={label} bilingual={bilingual} required={required} placeholder={placeholder} />
      <FormAudio name="promptAudio" label={label} />
    </div>
  );
}

/** Hint (with recordings, heard after a wrong answer) and explanation. */
export function HintFields() {
  const { t } = useTranslation('authoring');
  const bilingual = useBilingual();
  return (
    <div className="stack">
      <FormTexts name="hint" label={t('question.hint')} bilingual={bilingual} placeholder={t('question.hintPlaceholder')} />
      <FormAudio name="hintAudio" label={t('question.hint')} />
      <FormTexts name="explanation" label={t('question.explanation')} bilingual={bilingual} />
    </div>
  );
}

interface QuestionFootProps {
  /** The rule or the failure to show above Save (revealed on every attempt). */
  failure?: string;
  attempt: number;
  /** Editing a stored question: 'Cancel' beside 'Save Changes'. */
  onCancel?: () => void;
  busy: boolean;
  disabled: boolean;
  saveLabel: string;
}

/** The foot of a question form: the alert above Save (spec §8), Cancel while editing, and Save. */
export function QuestionFoot({ failure, attempt, onCancel, busy, disabled, saveLabel }: QuestionFootProps) {
  const { t } = useTranslation('authoring');
  return (
    <>
      {failure && (
        <Alert reveal revealKey={attempt}>
          {failure}
        </Alert>
      )}
      <div className="form-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('list.cancelEdit')}
          </Button>
        )}
        <Button type="submit" busy={busy} disabled={disabled}>
          {onCancel ? t('list.saveChanges') : saveLabel}
        </Button>
      </div>
    </>
  );
}
