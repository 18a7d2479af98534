import { pointAlongStroke, type StrokeIssue, type TracingDefinition } from '@aralin/contract';
import type { PlacedMarker } from '../api/start-markers';
import { MARKER_RADIUS } from '../api/start-markers';
import styles from './tracing.module.css';

/** How far along the stroke the arrow reaches, in viewBox units (a box is 200). */
const ARROW_LENGTH = 70;

/**
 * Issue 13 item 6: the picture that teaches a stroke, over the board after a try that started at the
 * wrong dot, went the wrong way or came out of order — the right start dot pulsing big and an arrow along
 * the first part of its stroke. No reading needed; the voice says the same (use in tracing-screen.tsx).
 */
export function StrokeLesson({ definition, issue, marker }: { definition: TracingDefinition; issue: StrokeIssue; marker?: PlacedMarker }) {
  const points: { x: number; y: number }[] = [];
  for (let along = 0; along <= ARROW_LENGTH; along += 5) {
    const p = pointAlongStroke(definition, issue.stroke, along);
    if (p && !points.some((q) => q.x === p.x && q.y === p.y)) points.push(p);
  }
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const cx = marker?.cx ?? points[0]?.x ?? 0;
  const cy = marker?.cy ?? points[0]?.y ?? 0;
  return (
    <g className={styles.lesson} data-stroke={issue.stroke} data-kind={issue.kind}>
      <defs>
        <marker id="lesson-head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" className={styles.lessonHead} />
        </marker>
      </defs>
      {points.length > 1 && <path d={d} className={styles.lessonArrow} markerEnd="url(#lesson-head)" />}
      <circle cx={cx} cy={cy} r={MARKER_RADIUS + 12} className={styles.lessonPulse} />
      <circle cx={cx} cy={cy} r={MARKER_RADIUS + 3} className={styles.lessonDot} />
      <text x={cx} y={cy} className={styles.lessonText} dominantBaseline="central" textAnchor="middle">
        {issue.stroke}
      </text>
    </g>
  );
}
