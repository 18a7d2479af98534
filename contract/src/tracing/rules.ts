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
  /**
   * NOTE(issue 15) completeness: a drawn point within `reach` of a segment covers the guide where it
   * projects, `window` each side, and two consecutive points near the same segment cover the stretch
   * between their projections. The share of the guide's length covered must reach `full` for full
   * credit and scores nothing at `none` or below; each stroke's own share likewise (`strokeFull`,
   * `strokeNone`), so every stroke is needed.
   */
  completeness: { reach: 22, window: 10, none: 0.6, full: 0.9, strokeNone: 0.5, strokeFull: 0.8 },
  /**
   * NOTE(issue 15) precision: ink (the drawn line's length, pen lifts left out) farther than `reach`
   * from this guide is stray. The share of ink within reach must reach `full` for full credit and
   * scores nothing at `none` or below.
   */
  precision: { reach: 25, none: 0.75, full: 0.97 },
  /**
   * NOTE(issue 15) identity: a drawing's mismatch with an entry is its ink farther than `reach` from
   * the entry's guide plus the entry's guide farther than `reach` from the ink, in units of length.
   * When another entry's mismatch is smaller by more than `margin`, the accuracy is capped at `cap`.
   * Entries whose guides lie within `alias` of each other everywhere (1 and l, 0 and oval) are never
   * rivals. Measured on grids of `cell`-unit cells and probes `probeSpacing` apart (at most
   * `maxProbes` for a drawing).
   */
  identity: { reach: 15, margin: 20, ratio: 0.5, cap: 50, alias: 10, cell: 4, probeSpacing: 5, maxProbes: 150 },
} as const;
