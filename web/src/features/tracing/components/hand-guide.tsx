import type { TracingSegment } from '@aralin/contract';
import { useEffect, useMemo, useRef } from 'react';
import { buildGuideTimeline, guideFrame, polylinePath } from '../api/guide-timeline';
import type { ViewBox } from '../api/viewbox';
import styles from './tracing.module.css';
import { PointingHand } from '../../../components/play/pointing-hand';

interface Props {
  segments: readonly TracingSegment[];
  viewBox: ViewBox;
  strokeWidth: number;
  /** A new value plays the guide again. */
  run: number;
  onDone: () => void;
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The animated hand guide (spec §2/§4): a hand draws every stroke in order and direction, leaving a
 * bright trail, then `onDone` enables drawing. The frames are written straight to the SVG (no React
 * render per frame). With reduced motion the hand points at the first start for a moment instead.
 */
export function HandGuide({ segments, viewBox, strokeWidth, run, onDone }: Props) {
  const handRef = useRef<SVGGElement>(null);
  const trailRef = useRef<SVGPathElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const timeline = useMemo(() => buildGuideTimeline(segments), [segments]);
  const handScale = viewBox.height / 200;

  useEffect(() => {
    const show = (ms: number) => {
      const frame = guideFrame(timeline, ms);
      handRef.current?.setAttribute('transform', `translate(${frame.hand.x} ${frame.hand.y}) scale(${handScale})`);
      trailRef.current?.setAttribute('d', polylinePath(frame.trail));
    };
    if (reducedMotion()) {
      show(0);
      const timer = setTimeout(() => onDoneRef.current(), 1200);
      return () => clearTimeout(timer);
    }
    let raf = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const ms = now - started;
      show(ms);
      if (ms >= timeline.totalMs) return onDoneRef.current();
      raf = requestAnimationFrame(tick);
    };
    show(0);
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [timeline, run, handScale]);

  return (
    <svg className={styles.layer} viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`} aria-hidden="true">
      <path ref={trailRef} className={styles.handTrail} strokeWidth={strokeWidth * 0.6} fill="none" />
      <g ref={handRef}>
        <PointingHand className={styles.hand} />
      </g>
    </svg>
  );
}
