/** The tracing library grouped for the Create Tracing picker (issue 4): capitals, small letters, digits, shapes. */
import { TRACING_LIBRARY, type TracingDefinition } from '@aralin/contract';

export type TracingGroup = 'capitals' | 'small' | 'digits' | 'shapes';
export const TRACING_GROUPS: readonly TracingGroup[] = ['capitals', 'small', 'digits', 'shapes'];

/** The Filipino alphabet's order: Ñ and NG come right after N. */
const ALPHABET = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'Ñ',
  'NG',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
];

const isCapital = (d: TracingDefinition) => d.id === d.id.toUpperCase();

function groupOf(d: TracingDefinition): TracingGroup {
  if (d.kind === 'digit') return 'digits';
  if (d.kind === 'shape') return 'shapes';
  return isCapital(d) ? 'capitals' : 'small';
}

function rank(d: TracingDefinition): number {
  if (d.kind !== 'letter') return 0;
  return ALPHABET.indexOf(d.id.toUpperCase());
}

/** The definitions of one group, in the order a teacher expects (alphabet, 0-9, the library's shapes). */
export function tracingGroup(group: TracingGroup): TracingDefinition[] {
  const defs = Object.values(TRACING_LIBRARY).filter((d) => groupOf(d) === group);
  if (group === 'digits') return defs.sort((a, b) => a.id.localeCompare(b.id));
  return group === 'shapes' ? defs : defs.sort((a, b) => rank(a) - rank(b));
}

/** The group a target belongs to, for showing selected targets in library order. */
export function orderTargets(ids: readonly string[]): string[] {
  const order = TRACING_GROUPS.flatMap((g) => tracingGroup(g).map((d) => d.id));
  return [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** How a target is named to a person: 'Capital letter A', 'Small letter a', 'Number 7', 'Shape: circle'. */
export type TargetKind = 'capital' | 'small' | 'digit' | 'shape';
export function targetKind(d: TracingDefinition): TargetKind {
  return d.kind === 'letter' ? (isCapital(d) ? 'capital' : 'small') : d.kind;
}
