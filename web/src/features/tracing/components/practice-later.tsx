import type { TracingDefinition } from '@aralin/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './tracing.module.css';

interface Props {
  definition: TracingDefinition;
  onNext: () => void;
}

/**
 * Issue 15: after the third miss on a letter, a gentle 'we'll practice this later' instead of another
 * hint: the letter resting in a soft circle with a 'come back' arrow, the words (read aloud by
 * use-tracing-audio), and a big Next button. The next letter also comes by itself (tracing-flow.ts).
 */
export function PracticeLater({ definition, onNext }: Props) {
  const { t } = useTranslation('tracing');
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const [, , w, h] = definition.viewBox.split(/\s+/).map(Number) as [number, number, number, number];
  // The letter fits a 120 × 120 square in the middle of the picture, whatever its own box.
  const scale = 120 / Math.max(w, h);
  return (
    <section className={styles.later} role="status" aria-live="polite" aria-labelledby="practice-later-title">
      <svg className={styles.laterArt} viewBox="0 0 220 220" role="img" aria-label={t('later.picture', { target: definition.label })}>
        <circle cx="110" cy="110" r="100" className={styles.laterDisc} />
        <g transform={`translate(${110 - (w * scale) / 2} ${110 - (h * scale) / 2}) scale(${scale})`}>
          <path d={definition.path} strokeWidth={definition.strokeWidth} className={styles.laterGlyph} />
          <path d={definition.path} strokeWidth={definition.strokeWidth / 6} className={styles.laterGlyphDash} />
        </g>
        {/* The 'come back' arrow: a circle that returns to its start. */}
        <g transform="translate(172 172)">
          <circle r="34" className={styles.laterBadge} />
          <path d="M -16 -6 A 17 17 0 1 1 -6 16" className={styles.laterArrow} />
          <path d="M -24 -12 L -16 -6 L -8 -14" className={styles.laterArrow} />
        </g>
        <g className={styles.laterStars}>
          <path d="M38 40 l4 9 10 1 -8 6 3 10 -9 -6 -9 6 3 -10 -8 -6 10 -1 z" />
          <path d="M182 30 l3 6 7 1 -5 4 2 7 -7 -4 -6 4 2 -7 -5 -4 7 -1 z" />
        </g>
      </svg>
      <h2 id="practice-later-title" className={styles.laterTitle}>
        {t('later.title')}
      </h2>
      <p className={styles.laterText}>{t('later.text')}</p>
      <Button ref={next} size="xl" className={styles.doneButton} onClick={onNext}>
        {t('later.next')}
      </Button>
    </section>
  );
}
