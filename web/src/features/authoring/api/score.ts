/** Spec §5: required score inputs are clamped to 1-100, default 80 (also the concept's score). */
import { limits } from '@aralin/contract';

/** A typed score as the number to send: blank or nonsense is 80, others rounded and clamped to 1-100. */
export function clampScore(raw: string | number, fallback: number = limits.requiredScoreDefault): number {
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(limits.requiredScoreMax, Math.max(limits.requiredScoreMin, Math.round(n)));
}

/** The same rule for other bounded whole numbers (tracing accuracy 1-100, correct attempts 1-10). */
export function clampWhole(raw: string | number, min: number, max: number, fallback: number): number {
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}
