/** The tracing library: every letter of the Filipino alphabet, digits and shapes (issue 6). */
import type { TracingDefinition } from '../types';
import { CAPITALS } from './capitals';
import { DIGITS } from './digits';
import { SHAPES } from './shapes';
import { SMALL_LETTERS } from './small';

/** Every definition by its stable id ('A', 'a', 'Ñ', 'ñ', 'NG', 'ng', '0'…'9', 'circle', …). */
export const TRACING_LIBRARY: Readonly<Record<string, TracingDefinition>> = Object.freeze(
  Object.fromEntries([...CAPITALS, ...SMALL_LETTERS, ...DIGITS, ...SHAPES].map((d) => [d.id, d])),
);

/**
 * Finds the definition for a question's letter or shape (spec §3 'extra_data with letter or shape').
 * Exact id first; then Unicode-normalised ('N' + combining tilde is 'Ñ'), 'Ng' as 'NG', and shape
 * names in any case. Undefined means the caller shows 'Letter/shape not found' (spec §2).
 */
export function findTracingDefinition(idOrLetter: string): TracingDefinition | undefined {
  const exact = TRACING_LIBRARY[idOrLetter];
  if (exact) return exact;
  const key = idOrLetter.normalize('NFC').trim();
  if (TRACING_LIBRARY[key]) return TRACING_LIBRARY[key];
  if (key === 'Ng') return TRACING_LIBRARY.NG;
  const shape = TRACING_LIBRARY[key.toLowerCase()];
  return shape?.kind === 'shape' ? shape : undefined;
}
