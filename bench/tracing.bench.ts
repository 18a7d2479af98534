/**
 * Tracing scorer bench (issue 6 'Done when', issue 15 item 1): what the scorer passes, over the whole
 * library, and what one drawing costs.
 *
 *   node --import tsx bench/tracing.bench.ts      (from the repository root)
 *   BENCH_ITERATIONS=300                          (default; timed calls per definition for the speed table)
 *   BENCH_SCRIBBLES=200                           (default; wandering scribbles per definition)
 *
 * Counts (a drawing "passes" at accuracy ≥ 80, the default pass mark), every drawing from
 * contract/src/tracing/drawings.ts:
 * - exact: the points along a definition's own guide, in stroke order (all must pass);
 * - first 60%: the exact tracing's first 60% of points (none may pass);
 * - reversed: every stroke drawn backwards, strokes in reverse order (all should pass);
 * - natural child: 20 seeded tracings per definition, ~3% offset, ~2.5% jitter, a slow wobble, strokes
 *   up to 8% short at each end (all should pass), and a sloppier variant shown for information;
 * - confusable: the exact tracing of another entry, for every ordered pair of the library (74 × 73), and
 *   the named pairs of issue 15 both ways (none may pass); pairs whose guides lie within 15 units of
 *   each other everywhere (1/l, 0/oval, O/circle, a/o) are listed apart;
 * - wandering scribbles: 60 points, 12-unit steps turning at random (≤ 0.1% may pass).
 * Speed: CPU per scored drawing in each group (process.cpuUsage), and per definition for a wobbly
 * correct tracing of about 150 points (wall-clock mean and p99, CPU mean, first cold call).
 */
import { performance } from 'node:perf_hooks';
import { TRACING_LIBRARY, pointsAlongGuide, scoreTracing, type TracingDefinition, type TracingPoint } from '../contract/src/tracing';
import { childTrace, partialTrace, reversedTrace, wanderingScribble, wobblyTrace } from '../contract/src/tracing/drawings';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const SCRIBBLES = Number(process.env.BENCH_SCRIBBLES ?? 200);
const CHILD_SEEDS = 20;
const PASS = 80;
const definitions = Object.values(TRACING_LIBRARY);

/**
 * Entries whose guides lie within 15 units of each other everywhere (the painted stroke is 24 wide):
 * 1 and l, 0 and oval are the same drawing, O and circle differ by 5, the stick of a hugs its ball
 * (13 from the o). No scorer can tell these apart from a child's finger; they are listed apart.
 */
const NEAR_SAME = 15;
function hausdorff(a: TracingDefinition, b: TracingDefinition): number {
  const pa = pointsAlongGuide(a, 1 / 2);
  const pb = pointsAlongGuide(b, 1 / 2);
  const far = (from: TracingPoint[], to: TracingPoint[]) =>
    Math.max(...from.map((p) => Math.min(...to.map((q) => Math.hypot(p.x - q.x, p.y - q.y)))));
  return Math.max(far(pa, pb), far(pb, pa));
}
const SAME_GUIDE = new Set<string>();
for (const a of definitions) for (const b of definitions) if (a !== b && hausdorff(a, b) <= NEAR_SAME) SAME_GUIDE.add(`${a.id}|${b.id}`);
const NAMED_PAIRS = ['C/O', 'E/F', 'E/L', 'P/R', 'h/n', 'u/n', 'm/n', 'N/M', 'V/W', 'C/G', 'O/Q', 'I/T', 'i/l', 'b/d', 'c/o'];

function accuracy(definition: TracingDefinition, points: TracingPoint[]): number {
  const result = scoreTracing(definition, points);
  return result.kind === 'scored' ? result.accuracy : -1;
}

interface Group {
  name: string;
  scored: number;
  passed: number;
  cpuUs: number;
  lowest: { score: number; what: string };
  highest: { score: number; what: string };
}

/** Scores every (target, points, label) of a group, counting passes and the CPU per drawing. */
function group(name: string, cases: [TracingDefinition, TracingPoint[], string][]): Group & { failures: string[] } {
  const g = {
    name,
    scored: 0,
    passed: 0,
    cpuUs: 0,
    lowest: { score: 101, what: '' },
    highest: { score: -1, what: '' },
    failures: [] as string[],
  };
  const list = cases;
  const start = process.cpuUsage();
  const scores = list.map(([definition, points]) => accuracy(definition, points));
  const cpu = process.cpuUsage(start);
  g.cpuUs = (cpu.user + cpu.system) / Math.max(1, list.length);
  scores.forEach((score, i) => {
    const what = list[i][2];
    g.scored++;
    if (score >= PASS) g.passed++;
    if (score < g.lowest.score) g.lowest = { score, what };
    if (score > g.highest.score) g.highest = { score, what };
    g.failures.push(`${what} ${score}`);
  });
  return g;
}

function each(make: (d: TracingDefinition) => [TracingPoint[], string][]): [TracingDefinition, TracingPoint[], string][] {
  return definitions.flatMap((d) => make(d).map(([points, what]) => [d, points, what] as [TracingDefinition, TracingPoint[], string]));
}

const exact = group(
  'exact tracing',
  each((d) => [[pointsAlongGuide(d), d.id]]),
);
const first60 = group(
  'first 60% only',
  each((d) => [[partialTrace(d, 0.6), d.id]]),
);
const reversed = group(
  'reversed strokes',
  each((d) => [[reversedTrace(d), d.id]]),
);
const child = group(
  'natural child',
  each((d) =>
    Array.from(
      { length: CHILD_SEEDS },
      (_, s) => [childTrace(d, 1000 + s * 31 + d.id.charCodeAt(0)), `${d.id}#${s}`] as [TracingPoint[], string],
    ),
  ),
);
const sloppy = group(
  'sloppier child (info)',
  each((d) =>
    Array.from(
      { length: CHILD_SEEDS },
      (_, s) =>
        [childTrace(d, 5000 + s * 31 + d.id.charCodeAt(0), { offset: 10, jitter: 7, wobble: 6, trim: 0.12 }), `${d.id}#${s}`] as [
          TracingPoint[],
          string,
        ],
    ),
  ),
);
const pairs: [TracingDefinition, TracingPoint[], string][] = [];
const same: [TracingDefinition, TracingPoint[], string][] = [];
for (const target of definitions) {
  for (const drawn of definitions) {
    if (drawn === target) continue;
    const entry: [TracingDefinition, TracingPoint[], string] = [target, pointsAlongGuide(drawn), `${drawn.id}→${target.id}`];
    (SAME_GUIDE.has(`${drawn.id}|${target.id}`) ? same : pairs).push(entry);
  }
}
const confusable = group('another entry (all pairs)', pairs);
const sameGuide = group(`near-same guides (≤ ${NEAR_SAME}; info)`, same);
const named = group(
  'named confusable pairs',
  NAMED_PAIRS.flatMap((pair) => {
    const [a, b] = pair.split('/').map((id) => TRACING_LIBRARY[id]);
    return [
      [b, pointsAlongGuide(a), `${a.id}→${b.id}`],
      [a, pointsAlongGuide(b), `${b.id}→${a.id}`],
    ] as [TracingDefinition, TracingPoint[], string][];
  }),
);
const scribbles = group(
  'wandering scribbles',
  each((d) =>
    Array.from(
      { length: SCRIBBLES },
      (_, s) => [wanderingScribble(d, 77 + s * 101 + d.id.charCodeAt(0)), `${d.id}#${s}`] as [TracingPoint[], string],
    ),
  ),
);

console.log(`Tracing scorer bench, Node ${process.version}, pass mark ${PASS}\n`);
console.log(`${'group'.padEnd(32)} ${'passed'.padStart(12)} ${'share'.padStart(7)}  lowest            highest            cpu µs/drawing`);
const groups = [exact, first60, reversed, child, sloppy, confusable, named, sameGuide, scribbles];
for (const g of groups) {
  const share = ((100 * g.passed) / g.scored).toFixed(g.name.includes('scribble') ? 3 : 1);
  console.log(
    `${g.name.padEnd(32)} ${`${g.passed}/${g.scored}`.padStart(12)} ${`${share}%`.padStart(7)}  ${`${g.lowest.score} ${g.lowest.what}`.padEnd(17)} ${`${g.highest.score} ${g.highest.what}`.padEnd(18)} ${g.cpuUs.toFixed(0).padStart(6)}`,
  );
}
const show = (g: Group & { failures: string[] }, passing: boolean) =>
  g.failures.filter((f) => Number(f.split(' ').at(-1)) >= PASS === passing);
console.log(`\nexact tracings that fail: ${show(exact, false).join(', ') || 'none'}`);
console.log(`first-60% tracings that pass: ${show(first60, true).join(', ') || 'none'}`);
console.log(`reversed tracings that fail: ${show(reversed, false).join(', ') || 'none'}`);
console.log(`natural child tracings that fail: ${show(child, false).join(', ') || 'none'}`);
console.log(`confusable pairs that pass: ${show(confusable, true).join(', ') || 'none'}`);
console.log(`named pairs (drawn→target score): ${named.failures.join(', ')}`);
console.log(`near-same-guide pairs: ${sameGuide.failures.join(', ')}`);

// Speed per definition for a wobbly correct tracing.
const WARMUP = 30;
const rows: { id: string; points: number; acc: number; coldUs: number; meanUs: number; p99Us: number; cpuUs: number }[] = [];
for (const definition of definitions) {
  const points = wobblyTrace(definition);
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
    acc: first.kind === 'scored' ? first.accuracy : -1,
    coldUs,
    meanUs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p99Us: times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)],
    cpuUs: (cpu.user + cpu.system) / ITERATIONS,
  });
}
type Key = 'meanUs' | 'p99Us' | 'coldUs' | 'cpuUs';
const median = (key: Key) => [...rows].sort((a, b) => a[key] - b[key])[Math.floor(rows.length / 2)][key];
const worst = (key: Key) => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
console.log(`\nSpeed, wobbly correct tracing of ~150 points, ${ITERATIONS} calls per definition:`);
for (const [key, label] of [
  ['cpuUs', 'CPU per call'],
  ['meanUs', 'wall-clock mean'],
  ['p99Us', 'wall-clock p99'],
  ['coldUs', 'first (cold) call'],
] as [Key, string][]) {
  console.log(
    `  ${label.padEnd(18)} median ${median(key).toFixed(0).padStart(5)} µs, worst ${worst(key)[key].toFixed(0).padStart(5)} µs (${worst(key).id})`,
  );
}
console.log(
  `  wobbly tracings that fail: ${
    rows
      .filter((r) => r.acc < PASS)
      .map((r) => `${r.id} ${r.acc}`)
      .join(', ') || 'none'
  }`,
);
