import { useTranslation } from 'react-i18next';
import type { TracingTargetDraft } from '../api/payloads';
import { clampWhole } from '../api/score';
import { orderTargets } from '../api/tracing-groups';
import { noRecordings } from '../api/form-model';
import { NumberField } from './number-field';
import { TracingPicker } from './tracing-picker';
import { TracingTargets } from './tracing-targets';
import type { Update } from './updater';
import styles from './authoring.module.css';

export interface TracingChoice {
  targets: TracingTargetDraft[];
  accuracy: number;
  attempts: number;
}

export const emptyTracingChoice = (): TracingChoice => ({ targets: [], accuracy: 80, attempts: 3 });

const clampAccuracy = (raw: string) => clampWhole(raw, 1, 100, 80);
const clampAttempts = (raw: string) => clampWhole(raw, 1, 10, 3);

/** What a tracing activity asks: which letters, digits and shapes, the accuracy to pass and the correct tries to master. */
export function TracingChooser({ value, onChange }: { value: TracingChoice; onChange: Update<TracingChoice> }) {
  const { t } = useTranslation('authoring');
  const selected = new Set(value.targets.map((x) => x.id));
  const withTargets = (ids: string[]) =>
    onChange((v) => {
      const byId = new Map(v.targets.map((x) => [x.id, x]));
      return { ...v, targets: orderTargets(ids).map((id) => byId.get(id) ?? { id, difficulty: 'easy', promptAudio: noRecordings() }) };
    });

  return (
    <div className="stack">
      <div className={styles.twoCols}>
        <NumberField
          label={t('tracing.accuracy')}
          value={value.accuracy}
          clamp={clampAccuracy}
          min={1}
          max={100}
          hint={t('tracing.accuracyHint')}
          onChange={(accuracy) => onChange((v) => ({ ...v, accuracy }))}
        />
        <NumberField
          label={t('tracing.attempts')}
          value={value.attempts}
          clamp={clampAttempts}
          min={1}
          max={10}
          hint={t('tracing.attemptsHint')}
          onChange={(attempts) => onChange((v) => ({ ...v, attempts }))}
        />
      </div>
      <h3 className={styles.subTitle}>{t('tracing.pick')}</h3>
      <TracingPicker
        selected={selected}
        onToggle={(id) => withTargets(selected.has(id) ? [...selected].filter((x) => x !== id) : [...selected, id])}
        onSetMany={(ids, on) => withTargets(on ? [...new Set([...selected, ...ids])] : [...selected].filter((x) => !ids.includes(x)))}
      />
      <TracingTargets
        targets={value.targets}
        onUpdate={(id, update) => onChange((v) => ({ ...v, targets: v.targets.map((x) => (x.id === id ? update(x) : x)) }))}
      />
    </div>
  );
}
