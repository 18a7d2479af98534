/** Tracing (issue 6): the letter/shape library and the scorer, pure and shared by web and server. */
export * from './types';
export { tracingRules } from './rules';
export { buildTracingPath, sampleSegment, segmentLength } from './geometry';
export { pointsAlongGuide, strokesOf } from './guide';
export { TRACING_LIBRARY, findTracingDefinition } from './library';
export {
  scoreTracing,
  hasEnoughTracingPoints,
  clampAccuracy,
  pointFit,
  floorForTraced,
  ramp,
  type TracingScore,
  type TracingScoreOptions,
  type TracingSegmentScore,
  type TracingInvalidReason,
  type TracingRule,
} from './score';
export {
  reviewStrokes,
  splitAtLifts,
  pointAlongStroke,
  strokeReviewRules,
  type StrokeReview,
  type StrokeIssue,
  type DrawnStroke,
} from './strokes';
