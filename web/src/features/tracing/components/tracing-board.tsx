import type { StrokeIssue, TracingDefinition, TracingPoint } from '@aralin/contract';
import { type RefObject, useMemo } from 'react';
import { placeStartMarkers, MARKER_RADIUS } from '../api/start-markers';
import { parseViewBox } from '../api/viewbox';
import { DrawingCanvas } from './drawing-canvas';
import { HandGuide } from './hand-guide';
import { StrokeLesson } from './stroke-lesson';
import board from './board.module.css';
import styles from './tracing.module.css';

interface Props {
  definition: TracingDefinition;
  /** The hand guide plays (drawing disabled) while true. */
  guiding: boolean;
  guideRun: number;
  onGuideDone: () => void;
  drawingEnabled: boolean;
  strokes: RefObject<TracingPoint[][]>;
  clearKey: string;
  onCount: (count: number) => void;
  canvasLabel: string;
  /** Issue 13 item 6: the stroke to teach after a try, shown over the board with the feedback. */
  lesson?: StrokeIssue | null;
}

/** Writing lines of the library's box (docs/tracing.md): top 20, middle 100, baseline 180. */
const LINES = [20, 100, 180];

/**
 * The letter/shape guide (spec §2): the definition's path as a light 24-wide road with a dashed centre,
 * numbered pulsing start points, the drawing canvas on top, and the hand guide over everything.
 */
export function TracingBoard(props: Props) {
  const { definition, guiding, drawingEnabled } = props;
  const vb = useMemo(() => parseViewBox(definition.viewBox), [definition.viewBox]);
  const markers = useMemo(() => placeStartMarkers(definition.startPoints, vb), [definition.startPoints, vb]);
  const box = `${vb.x} ${vb.y} ${vb.width} ${vb.height}`;
  // Ñ sits 40 lower in its box (docs/tracing.md); its lines move with it.
  const shift = definition.id === 'Ñ' ? 40 : 0;
  return (
    <div
      className={`${board.board} ${styles.board}`}
      style={{ '--ratio': `${vb.width} / ${vb.height}`, '--ratio-n': vb.width / vb.height } as React.CSSProperties}
    >
      <svg className={styles.layer} viewBox={box} aria-hidden="true">
        {definition.kind !== 'shape' &&
          LINES.map((y, i) => (
            <line
              key={y}
              x1={vb.x + 4}
              x2={vb.x + vb.width - 4}
              y1={y + shift}
              y2={y + shift}
              className={i === 1 ? styles.midLine : styles.writingLine}
            />
          ))}
        <path d={definition.path} className={styles.guideRoad} strokeWidth={definition.strokeWidth} />
        <path d={definition.path} className={styles.guideDash} />
      </svg>
      <DrawingCanvas
        viewBox={vb}
        strokeWidth={definition.strokeWidth}
        enabled={drawingEnabled}
        strokes={props.strokes}
        clearKey={props.clearKey}
        onCount={props.onCount}
        label={props.canvasLabel}
      />
      {/* The start points stay visible above the child's ink. */}
      <svg className={styles.layer} viewBox={box} aria-hidden="true">
        {markers.map((m) => (
          <g key={m.order} className={styles.marker}>
            {(m.cx !== m.x || m.cy !== m.y) && <line x1={m.x} y1={m.y} x2={m.cx} y2={m.cy} className={styles.markerTie} />}
            <circle cx={m.cx} cy={m.cy} r={MARKER_RADIUS + 4} className={styles.markerPulse} />
            <circle cx={m.cx} cy={m.cy} r={MARKER_RADIUS} className={styles.markerDot} />
            <text x={m.cx} y={m.cy} className={styles.markerText} dominantBaseline="central" textAnchor="middle">
              {m.order}
            </text>
          </g>
        ))}
        {props.lesson && (
          <StrokeLesson definition={definition} issue={props.lesson} marker={markers.find((m) => m.order === props.lesson?.stroke)} />
        )}
      </svg>
      {guiding && (
        <HandGuide
          segments={definition.segments}
          viewBox={vb}
          strokeWidth={definition.strokeWidth}
          run={props.guideRun}
          onDone={props.onGuideDone}
        />
      )}
    </div>
  );
}
