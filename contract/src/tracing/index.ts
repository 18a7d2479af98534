/** Tracing (issue 6): the letter/shape library and the scorer, pure and shared by web and server. */
export * from './types';
export { tracingRules } from './rules';
export { buildTracingPath, sampleSegment, segmentLength } from './geometry';
export { pointsAlongGuide } from './guide';
export { TRACING_LIBRARY, findTracingDefinition } from './library';
export {
  scoreTracing,
  hasEnoughTracingPoints,
  clampAccuracy,
  pointFit,
  floorForTraced,
  type TracingScore,
  type TracingScoreOptions,
  type TracingSegmentScore,
  type TracingInvalidReason,
  type TracingRule,
} from './score';
