import { Difficulty } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { QuestionCommon } from '../api/form-model';
import { AudioField } from './audio-field';
import { TextsInput } from './texts-input';
import { type Update, withRecording } from './updater';
import styles from './authoring.module.css';

interface Props {
  value: QuestionCommon;
  onChange: Update<QuestionCommon>;
  /** Changing the difficulty also resizes pairs or choices, so the form decides what it does. */
  onDifficulty: (difficulty: Difficulty) => void;
}

/** Difficulty and the 'separate Filipino text' switch, at the top of a question form. */
export function QuestionSettings({ value, onChange, onDifficulty }: Props) {
  const { t } = useTranslation('authoring');
  return (
    <div className={styles.settings}>
      <SelectField label={t('question.difficulty')} value={value.difficulty} onChange={(e) => onDifficulty(e.target.value as Difficulty)}>
        {Difficulty.options.map((d) => (
          <option key={d} value={d}>
            {t(`difficulty.${d}`)}
          </option>
        ))}
      </SelectField>
      <label className="check">
        <input
          type="checkbox"
          checked={value.bilingual}
          onChange={(e) => {
            const bilingual = e.target.checked;
            onChange((q) => ({ ...q, bilingual }));
          }}
        />
        <span>{t('question.bilingual')}</span>
      </label>
    </div>
  );
}

/** The prompt and its recordings (matching: the instruction; multiple choice: the question). */
export function PromptFields({
  value,
  onChange,
  label,
  required,
  placeholder,
}: {
  value: QuestionCommon;
  onChange: Update<QuestionCommon>;
  label: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <div className="stack">
      <TextsInput
        label={label}
        value={value.prompt}
        bilingual={value.bilingual}
        required={required}
        placeholder={placeholder}
        onChange={(prompt) => onChange((q) => ({ ...q, prompt }))}
      />
      <AudioField
        label={label}
        value={value.promptAudio}
        onChange={(lang, file) => onChange((q) => ({ ...q, promptAudio: withRecording(q.promptAudio, lang, file) }))}
      />
    </div>
  );
}

/** Hint (with recordings, heard after a wrong answer) and explanation. */
export function HintFields({ value, onChange }: { value: QuestionCommon; onChange: Update<QuestionCommon> }) {
  const { t } = useTranslation('authoring');
  return (
    <div className="stack">
      <TextsInput
        label={t('question.hint')}
        value={value.hint}
        bilingual={value.bilingual}
        placeholder={t('question.hintPlaceholder')}
        onChange={(hint) => onChange((q) => ({ ...q, hint }))}
      />
      <AudioField
        label={t('question.hint')}
        value={value.hintAudio}
        onChange={(lang, file) => onChange((q) => ({ ...q, hintAudio: withRecording(q.hintAudio, lang, file) }))}
      />
      <TextsInput
        label={t('question.explanation')}
        value={value.explanation}
        bilingual={value.bilingual}
        onChange={(explanation) => onChange((q) => ({ ...q, explanation }))}
      />
    </div>
  );
}
