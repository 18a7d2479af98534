import { Difficulty, TRACING_LIBRARY } from '@aralin/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { TracingTargetDraft } from '../api/payloads';
import { AudioField } from './audio-field';
import { TracingGlyph, useTargetName } from './tracing-glyph';
import { withRecording } from './updater';
import styles from './authoring.module.css';

/** The chosen targets: one question each, with its difficulty and optional recordings of the prompt. */
export function TracingTargets({
  targets,
  onUpdate,
}: {
  targets: TracingTargetDraft[];
  onUpdate: (id: string, update: (t: TracingTargetDraft) => TracingTargetDraft) => void;
}) {
  const { t } = useTranslation('authoring');
  const nameOf = useTargetName();
  if (targets.length === 0) return null;
  return (
    <ul className={styles.targets} aria-label={t('tracing.chosen')}>
      {targets.map((target) => {
        const def = TRACING_LIBRARY[target.id];
        const name = def ? nameOf(def) : target.id;
        return (
          <li key={target.id} className={styles.target}>
            <span className={styles.targetGlyph}>
              <TracingGlyph id={target.id} size={44} />
            </span>
            <div className={styles.targetFields}>
              <p className={styles.targetName}>{name}</p>
              <SelectField
                label={t('question.difficulty')}
                value={target.difficulty}
                onChange={(e) => {
                  const difficulty = e.target.value as Difficulty;
                  onUpdate(target.id, (x) => ({ ...x, difficulty }));
                }}
              >
                {Difficulty.options.map((d) => (
                  <option key={d} value={d}>
                    {t(`difficulty.${d}`)}
                  </option>
                ))}
              </SelectField>
              <AudioField
                label={t('tracing.promptFor', { name })}
                value={target.promptAudio}
                onChange={(lang, file) => onUpdate(target.id, (x) => ({ ...x, promptAudio: withRecording(x.promptAudio, lang, file) }))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
