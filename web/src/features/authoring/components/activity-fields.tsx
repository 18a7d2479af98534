import { ACTIVITY_ICONS } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { ActivityIcon } from '../../../components/ui/activity-icon';
import { TextField } from '../../../components/ui/text-field';
import type { ActivityDraft } from '../api/payloads';
import { clampScore } from '../api/score';
import { ConceptField } from './concept-field';
import { ImagePicker } from './image-picker';
import { NumberField } from './number-field';
import { TextsInput } from './texts-input';
import type { Update } from './updater';
import styles from './authoring.module.css';

export type ActivityErrors = Partial<Record<'title' | 'lesson' | 'conceptName' | 'conceptCompetency', string>>;

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
  draft: ActivityDraft;
  onChange: Update<ActivityDraft>;
  errors: ActivityErrors;
  /** Tracing picks its icon from the first letter or shape. */
  showIcons?: boolean;
  /** The activity's hint, for matching and multiple choice (tracing shows its own guide). */
  showHint?: boolean;
}

/** The shared activity form of spec §2: title, lesson link, required score, picture, icon and concept. */
export function ActivityFields({ draft, onChange, errors, showIcons = true, showHint = false }: ActivityFieldsProps) {
  const { t } = useTranslation('authoring');
  const set = <K extends keyof ActivityDraft>(key: K, value: ActivityDraft[K]) => onChange((d) => ({ ...d, [key]: value }));
  return (
    <div className="stack">
      <TextField
        label={t('activity.title')}
        value={draft.title}
        onChange={(e) => set('title', e.target.value)}
        required
        maxLength={200}
        error={errors.title}
      />
      <div className={styles.twoCols}>
        <TextField
          label={t('activity.lesson')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.lesson}
          onChange={(e) => set('lesson', e.target.value)}
          hint={t('activity.lessonHint')}
          error={errors.lesson}
        />
        <NumberField
          label={t('activity.requiredScore')}
          value={draft.requiredScore}
          clamp={clampScore}
          min={1}
          max={100}
          hint={t('activity.scoreHint')}
          onChange={(v) => set('requiredScore', v)}
        />
      </div>
      {showHint && (
        <div className="stack">
          <TextsInput label={t('activity.hint')} value={draft.hint} bilingual onChange={(hint) => set('hint', hint)} />
          <p className="field__hint">{t('activity.hintHelp')}</p>
        </div>
      )}
      <ConceptField
        value={draft.concept}
        onChange={(v) => set('concept', v)}
        nameError={errors.conceptName}
        competencyError={errors.conceptCompetency}
      />
      <ImagePicker label={t('activity.image')} value={draft.image} onChange={(v) => set('image', v)} showLabel />
      {showIcons && (
        <fieldset className="field">
          <legend className="field__label">{t('activity.icon')}</legend>
          <div className={styles.icons}>
            {ACTIVITY_ICONS.map((icon) => (
              <label key={icon} className={styles.iconChoice} title={t(`icons.${icon}`)}>
                <input type="radio" name="activity-icon" value={icon} checked={draft.icon === icon} onChange={() => set('icon', icon)} />
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
