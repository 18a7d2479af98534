import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TRACING_GROUPS, tracingGroup, type TracingGroup } from '../api/tracing-groups';
import { TracingGlyph, useTargetName } from './tracing-glyph';
import pills from '../../../components/ui/pill-toggles.module.css';
import styles from './authoring.module.css';

interface TracingPickerProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSetMany: (ids: string[], on: boolean) => void;
}

/** Letters (A-Z, Ñ, NG, capitals and small), digits and shapes of the tracing library, shown as their guides. */
export function TracingPicker({ selected, onToggle, onSetMany }: TracingPickerProps) {
  const { t } = useTranslation('authoring');
  const nameOf = useTargetName();
  const [group, setGroup] = useState<TracingGroup>('capitals');
  const defs = tracingGroup(group);
  const ids = defs.map((d) => d.id);
  const allOn = ids.every((id) => selected.has(id));
  return (
    <div className="stack">
      <div className={pills.group} role="group" aria-label={t('tracing.groupLabel')}>
        {TRACING_GROUPS.map((g) => (
          <button key={g} type="button" className={pills.pill} aria-pressed={group === g} onClick={() => setGroup(g)}>
            {t(`tracing.groups.${g}`)}
          </button>
        ))}
      </div>
      <div className="row row--between">
        <p className={styles.countNote}>{t('tracing.selectedCount', { count: selected.size })}</p>
        <Button variant="ghost" className={styles.small} onClick={() => onSetMany(ids, !allOn)}>
          {t(allOn ? 'tracing.clearGroup' : 'tracing.selectGroup', { group: t(`tracing.groups.${group}`) })}
        </Button>
      </div>
      <ul className={styles.glyphs} aria-label={t(`tracing.groups.${group}`)}>
        {defs.map((def) => (
          <li key={def.id}>
            <button
              type="button"
              className={styles.glyph}
              aria-pressed={selected.has(def.id)}
              onClick={() => onToggle(def.id)}
              aria-label={nameOf(def)}
            >
              <TracingGlyph id={def.id} size={52} />
              <span className={styles.glyphLabel} aria-hidden="true">
                {def.kind === 'shape' ? t(`tracing.shapes.${def.id}` as 'tracing.shapes.circle', { defaultValue: def.label }) : def.label}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
