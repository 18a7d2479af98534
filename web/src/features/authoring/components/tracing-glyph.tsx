import { TRACING_LIBRARY, type TracingDefinition } from '@aralin/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { targetKind } from '../api/tracing-groups';

/** Returns how a target is named: 'Capital letter A', 'Number 7', 'Shape: circle', in the interface language. */
export function useTargetName(): (def: TracingDefinition) => string {
  const { t } = useTranslation('authoring');
  return useCallback(
    (def: TracingDefinition) => {
      const label =
        def.kind === 'shape' ? t(`tracing.shapes.${def.id}` as 'tracing.shapes.circle', { defaultValue: def.label }) : def.label;
      return t(`tracing.kind.${targetKind(def)}`, { label });
    },
    [t],
  );
}

/** A library letter, digit or shape drawn as its tracing guide, with the numbered stroke starts. Decorative. */
export function TracingGlyph({ id, size = 56 }: { id: string; size?: number }) {
  const def = TRACING_LIBRARY[id];
  if (!def) return null;
  const [, , w, h] = def.viewBox.split(' ').map(Number);
  return (
    <svg
      viewBox={def.viewBox}
      width={(size * (w ?? 200)) / (h ?? 200)}
      height={size}
      style={{ maxWidth: '100%', height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={def.path}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.85"
        strokeWidth={def.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={def.path} fill="none" stroke="#fff" strokeWidth={3} strokeDasharray="8 10" strokeLinecap="round" />
      {def.startPoints.map((p) => (
        <circle key={p.order} cx={p.x} cy={p.y} r={13} fill="#16a34a" stroke="#fff" strokeWidth={3} />
      ))}
    </svg>
  );
}
