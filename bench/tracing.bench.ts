/**
 * Tracing scorer benchmark (issue 6 'Done when'): the time to score one attempt for each definition
 * of the library, expected well under 5 ms.
 *
 *   node --import tsx bench/tracing.bench.ts      (from the repository root)
 *   BENCH_ITERATIONS=1000                         (default; timed calls per definition)
 *
 * Each attempt is a correct but wobbly tracing of about 150 points (drifting up to 10 px off the guide,
 * with 2 px jitter), as a child's finger would draw it. Each call is timed on its own after a warm-up;
 * the table gives the wall-clock mean and p99 per definition in microseconds, the mean CPU time per
 * call (process.cpuUsage, which a busy machine does not inflate), and the first (cold) call, which
 * also samples the guide once (later calls reuse it).
 */
import { performance } from 'node:perf_hooks';
import { TRACING_LIBRARY, pointsAlongGuide, scoreTracing, segmentLength, type TracingDefinition } from '../contract/src/tracing';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1000);
const WARMUP = 100;
const TARGET_POINTS = 150;

function wobblyTracing(definition: TracingDefinition) {
  const length = definition.segments.reduce((sum, s) => sum + segmentLength(s), 0);
  let seed = 7;
  const jitter = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 4;
  const points = pointsAlongGuide(definition, TARGET_POINTS / length);
  // The drift follows the distance drawn (a wave of about 300 px), not the point count.
  let drawn = 0;
  return points.map((p, i) => {
    if (i > 0) drawn += Math.min(50, Math.sqrt((p.x - points[i - 1].x) ** 2 + (p.y - points[i - 1].y) ** 2));
    return { x: p.x + 10 * Math.sin(drawn / 48) + jitter(), y: p.y + 10 * Math.sin(drawn / 68 + 1) + jitter() };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const rows: { id: string; points: number; accuracy: number; coldUs: number; meanUs: number; p99Us: number; cpuUs: number }[] = [];
for (const definition of Object.values(TRACING_LIBRARY)) {
  const points = wobblyTracing(definition);
  const coldStart = performance.now();
  const first = scoreTracing(definition, points);
  const coldUs = (performance.now() - coldStart) * 1000;
  for (let i = 0; i < WARMUP; i++) scoreTracing(definition, points);
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    scoreTracing(definition, points);
    times.push((performance.now() - start) * 1000);
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  rows.push({
    id: definition.id,
    points: points.length,
    accuracy: first.kind === 'scored' ? first.accuracy : -1,
    coldUs: coldUs,
    meanUs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p99Us: percentile(times, 99),
    cpuUs: (cpu.user + cpu.system) / ITERATIONS,
  });
}

const fmt = (n: number) => n.toFixed(0).padStart(7);
console.log(`Tracing scorer, ${ITERATIONS} calls per definition, Node ${process.version}\n`);
console.log(['id'.padEnd(10), 'points', ' acc', 'cold µs', 'mean µs', ' p99 µs', ' cpu µs'].join(' '));
for (const r of rows) {
  console.log(
    `${r.id.padEnd(10)} ${String(r.points).padStart(6)} ${String(r.accuracy).padStart(4)} ${fmt(r.coldUs)} ${fmt(r.meanUs)} ${fmt(r.p99Us)} ${fmt(r.cpuUs)}`,
  );
}
type Key = 'meanUs' | 'p99Us' | 'coldUs' | 'cpuUs';
const worst = (key: Key) => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
const max = (key: Key, label: string) => `max ${label} ${worst(key)[key].toFixed(0)} µs (${worst(key).id})`;
console.log(`\n${[max('meanUs', 'mean'), max('p99Us', 'p99'), max('cpuUs', 'cpu'), max('coldUs', 'cold')].join(', ')}`);
console.log(`all ${rows.length} definitions pass their own wobbly tracing: ${rows.every((r) => r.accuracy >= 80)}`);
