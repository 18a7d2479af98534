/** Types of spec §3 'Letter/shape definition' and of a child's drawing. */

/** A point in a definition's viewBox coordinates (spec §3 'Drawn points: x,y in the viewBox coordinates'). */
export interface TracingPoint {
  x: number;
  y: number;
}

/** Where a stroke starts; `order` numbers the strokes 1..n in the order a child writes them. */
export interface TracingStartPoint extends TracingPoint {
  order: number;
}

/** A straight stick from points[0] to points[1]. */
export interface TracingLine {
  type: 'line';
  points: [TracingPoint, TracingPoint];
}

/** A cubic Bézier curve: start, control 1, control 2, end. */
export interface TracingCurve {
  type: 'curve';
  points: [TracingPoint, TracingPoint, TracingPoint, TracingPoint];
}

/** One piece of the guide, drawn in the direction of its points. */
export type TracingSegment = TracingLine | TracingCurve;

/** What is traced: a letter of the Filipino alphabet, a digit or a shape. */
export type TracingKind = 'letter' | 'digit' | 'shape';

/** A letter/shape definition (spec §3): the guide a child traces and the segments it is scored against. */
export interface TracingDefinition {
  /** Stable id: 'A', 'a', 'Ñ', 'ñ', 'NG', 'ng', '0'..'9', 'triangle', 'circle', … */
  id: string;
  kind: TracingKind;
  /** What the child sees named, e.g. 'A', 'ng', 'circle'. */
  label: string;
  /** 'minX minY width height', always '0 0 W H'. */
  viewBox: string;
  /** SVG path `d` of the guide, built from `segments` so the two never disagree. */
  path: string;
  /** Guide stroke width in viewBox units (spec §9: 24). */
  strokeWidth: number;
  /** One per stroke, at the stroke's first point, numbered in stroke order. */
  startPoints: TracingStartPoint[];
  /** Segments in stroke order; consecutive segments of one stroke share their end and start points. */
  segments: TracingSegment[];
}
