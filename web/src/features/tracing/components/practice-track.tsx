import { useTranslation } from 'react-i18next';
import { pointOnTrack, stepBy, type PracticeOrientation, type PracticeTrack } from '../api/practice-tracks';
import styles from './practice.module.css';

interface Props {
  index: number;
  track: PracticeTrack;
  progress: number;
  orientation: PracticeOrientation;
  onStep: (progress: number) => void;
}

/**
 * One dashed track: a start dot, the part already dragged in colour, a goal star, and the arrow, which is
 * a slider for keyboards and screen readers (arrow keys move it on; the page drags it by touch).
 */
export function PracticeTrackView({ index, track, progress, orientation, onStep }: Props) {
  const { t } = useTranslation('tracing');
  const at = pointOnTrack(track, progress);
  const done = progress >= 1;
  const n = index + 1;
  const angle = orientation === 'horizontal' ? 0 : 90;
  const handleKey = (e: React.KeyboardEvent) => {
    const forward = ['ArrowRight', 'ArrowDown', 'ArrowUp', 'PageDown'].includes(e.key);
    if (!forward && e.key !== 'End') return;
    e.preventDefault();
    onStep(e.key === 'End' ? 1 : stepBy(progress, 0.1));
  };
  return (
    <g
      className={done ? styles.trackDone : undefined}
      aria-label={done ? t('practice.trackDone', { n }) : t('practice.track', { n })}
      role="group"
    >
      <line x1={track.from.x} y1={track.from.y} x2={track.to.x} y2={track.to.y} className={styles.road} />
      <line x1={track.from.x} y1={track.from.y} x2={track.to.x} y2={track.to.y} className={styles.dash} />
      <line x1={track.from.x} y1={track.from.y} x2={at.x} y2={at.y} className={styles.drawn} />
      <circle cx={track.from.x} cy={track.from.y} r={9} className={styles.startDot} />
      <g transform={`translate(${track.to.x} ${track.to.y})`} className={styles.goal}>
        <path d="m0-15 4.4 9 9.9 1.4-7.2 7 1.7 9.8L0 7.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z" />
      </g>
      {!done && (
        <g
          transform={`translate(${at.x} ${at.y}) rotate(${angle})`}
          className={styles.arrow}
          role="slider"
          // Set as the attribute itself: the built app's Preact writes an SVG element's props as attributes,
          // and an SVG `tabIndex` attribute (camel case) would leave the arrow out of the keyboard's reach.
          ref={focusable}
          aria-label={t('practice.arrow', { n })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          aria-orientation={orientation}
          onKeyDown={handleKey}
        >
          <circle r={30} className={styles.arrowHit} />
          <circle r={21} className={styles.arrowBody} />
          <path d="M-9 0h16m-7-8 8 8-8 8" className={styles.arrowGlyph} />
        </g>
      )}
    </g>
  );
}

/** Makes an SVG element reachable by Tab, the same under React and Preact. */
function focusable(el: SVGGElement | null) {
  el?.setAttribute('tabindex', '0');
}
