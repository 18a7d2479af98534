/** Tracing constants of spec §9 'Tracing' and §5, plus the scorer's own documented choices. */
export const tracingRules = {
  /** Spec §9: tolerance 50 px (viewBox units). A guide sample is covered by a point this close. */
  tolerance: 50,
  /** Spec §9: points are assigned to a segment within three times the tolerance. */
  assignFactor: 3,
  /** Spec §5: 50 samples per curve. Lines get the same count so every coverage has one resolution. */
  samplesPerSegment: 50,
  /** Spec §5: curve length sampled at 20 steps. */
  curveLengthSteps: 20,
  /** Spec §9: a segment is traced at 10% coverage … */
  tracedCoverage: 0.1,
  /** … with at least 2 points. */
  tracedMinPoints: 2,
  /** Spec §5/§9: submit needs more than 10 drawn points. */
  minPointsExclusive: 10,
  /** Spec §9: guide stroke width. */
  strokeWidth: 24,
  /** Spec §3/§5: default required accuracy and required correct attempts. */
  defaultRequiredAccuracy: 80,
  defaultRequiredCorrectAttempts: 3,
  /** Spec §9 square rule: each side ≥ 5 points with quality ≥ 0.15 scores 100. */
  squareStrict: { minPointsPerSide: 5, minQuality: 0.15 },
  /** Spec §9 lenient square rule: ≥ 3 points per side, quality ≥ 0.08 and ≥ 24 points in all. */
  squareLenient: { minPointsPerSide: 3, minQuality: 0.08, minPointsTotal: 24 },
  /** Spec §9 floors by share of segments traced (at least atLeast/of), highest first. */
  floors: [
    { atLeast: 1, of: 1, floor: 90 },
    { atLeast: 2, of: 3, floor: 80 },
    { atLeast: 1, of: 2, floor: 70 },
    { atLeast: 1, of: 3, floor: 60 },
  ],
  /** Spec §9: 'else 50'. */
  lowestFloor: 50,
  /**
   * NOTE(issue 6): a point this close to the guide fits fully; the fit falls linearly to 0 at the
   * tolerance. Not in the spec; without it a scribble or a shifted tracing passes (docs/tracing.md).
   */
  fullFitDistance: 25,
  /**
   * NOTE(issue 6): a drawing that moves along the guide at least this much (length-weighted |cos| of
   * each move against the guide's direction) follows it fully; below, the score falls in proportion.
   */
  fullFollow: 0.8,
} as const;
