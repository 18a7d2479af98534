import { ACTIVITY_ICONS } from '@aralin/contract';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { TextField } from '../../../components/ui/text-field';
import { useFieldError } from '../../../lib/form-errors';
import type { ActivityDraft } from '../api/payloads';
import { clampScore } from '../api/score';
import { ConceptField } from './concept-field';
import { FormImage, FormTexts } from './form-fields';
import { NumberField } from './number-field';
import styles from './authoring.module.css';

export const emptyActivityDraft = (icon = 'Default'): ActivityDraft => ({
  title: '',
  lesson: '',
  hint: { en: '', tl: '' },
  requiredScore: 80,
  image: null,
  icon,
  concept: { kind: 'none' },
});

interface ActivityFieldsProps {
  /** Tracing picks its icon from the first letter or shape. */
  showIcons?: boolean;
  /** The activity's hint, for matching and multiple choice (tracing shows its own guide). */
  showHint?: boolean;
}

/**
 * The shared activity form of spec §2: title, lesson link, required score, picture, icon and concept, as
 * fields of the `ActivityDraft` form it is in (react-hook-form's context).
 */
export function ActivityFields({ showIcons = true, showHint = false }: ActivityFieldsProps) {
  const { t } = useTranslation('authoring');
  const { register, control, formState } = useFormContext<ActivityDraft>();
  const fieldError = useFieldError();
  const { errors } = formState;
  return (
    <div className="stack">
      <TextField label={t('activity.title')} required maxLength={200} error={fieldError(errors.title)} {...register('title')} />
      <div className={styles.twoCols}>
        <TextField
          label={t('activity.lesson')}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={t('activity.lessonHint')}
          error={fieldError(errors.lesson)}
          {...register('lesson')}
        />
        <Controller
          control={control}
          name="requiredScore"
          render={({ field }) => (
            <NumberField
              label={t('activity.requiredScore')}
              value={field.value}
              clamp={clampScore}
              min={1}
              max={100}
              hint={t('activity.scoreHint')}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      {showHint && (
        <div className="stack">
          <FormTexts name="hint" label={t('activity.hint')} bilingual />
          <p className="field__hint">{t('activity.hintHelp')}</p>
        </div>
      )}
      <Controller
        control={control}
        name="concept"
        render={({ field, fieldState }) => (
          <ConceptField
            value={field.value}
            onChange={field.onChange}
            nameRef={field.ref}
            nameError={fieldError(fieldState.error)}
            competencyError={fieldError(get<typeof errors, FieldError | undefined>(errors, 'concept.competency'))}
          />
        )}
      />
      <FormImage name="image" label={t('activity.image')} showLabel />
      {showIcons && (
        <fieldset className="field">
          <legend className="field__label">{t('activity.icon')}</legend>
          <div className={styles.icons}>
            {ACTIVITY_ICONS.map((icon) => (
              <label key={icon} className={styles.iconChoice} title={t(`icons.${icon}`)}>
                <input type="radio" value={icon} {...register('icon')} />
                <ActivityIcon icon={icon} size={40} />
                <span className="visually-hidden">{t(`icons.${icon}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
