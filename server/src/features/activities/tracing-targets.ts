/**
 * Tracing targets for authoring: a target exists when the tracing library (contract/src/tracing) has
 * it, and a new tracing question is named after it in both languages.
 */
import type { TracingTargetInfo } from '@aralin/contract';
import { findTracingDefinition } from '@aralin/contract/tracing/index';

/** Filipino names of the library's shapes. */
const SHAPE_TL: Record<string, string> = {
  circle: 'bilog',
  square: 'parisukat',
  triangle: 'tatsulok',
  rectangle: 'parihaba',
  star: 'bituin',
  heart: 'puso',
  oval: 'biluhaba',
  diamond: 'diyamante',
};

/** A tracing target's library id and default prompt in both languages, or undefined when unknown. */
export function resolveTracingTarget(target: string): TracingTargetInfo | undefined {
  const def = findTracingDefinition(target);
  if (!def) return undefined;
  const id = def.id;
  if (def.kind === 'digit') return { id, prompt: { en: `Trace the number ${id}`, tl: `Bakatin ang numerong ${id}` } };
  if (def.kind === 'shape') return { id, prompt: { en: `Trace the ${id}`, tl: `Bakatin ang ${SHAPE_TL[id] ?? id}` } };
  const capital = id === id.toUpperCase();
  return capital
    ? { id, prompt: { en: `Trace the capital letter ${id}`, tl: `Bakatin ang malaking titik ${id}` } }
    : { id, prompt: { en: `Trace the small letter ${id}`, tl: `Bakatin ang maliit na titik ${id}` } };
}

/** The card icon of a tracing activity from its first target (spec §9 icons). */
export function tracingIcon(target: string | undefined): string {
  if (!target) return 'Default';
  if (/^[A-Ea-e]$/.test(target)) return target.toUpperCase();
  if (/^[0-9]$/.test(target)) return 'Number';
  const shape = target.toLowerCase();
  if (shape === 'square' || shape === 'star' || shape === 'triangle' || shape === 'circle') return shape[0].toUpperCase() + shape.slice(1);
  return 'Default';
}
