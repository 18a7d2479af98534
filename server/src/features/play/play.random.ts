/**
 * The engine's only source of chance. Each session gets a seed when it opens; every draw derives from
 * (seed, step), so a session plays the same way on any server process, and tests fix the seed.
 * Math.random is never used by the engine (issue 5: deterministic randomness for tests).
 */
import crypto from 'node:crypto';

/** A generator of numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: small, fast, good enough for shuffling cards for children. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator for one step of a session (a step: the serving of its n-th question). */
export function rngFor(seed: number, step: number, salt = 0): Rng {
  return mulberry32((Math.imul(seed ^ 0x9e3779b9, 2654435761) + Math.imul(step + 1, 40503) + salt) >>> 0);
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One item at random, or undefined from an empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(rng() * items.length)];
}

const randomSeed = () => crypto.randomInt(1, 2 ** 31 - 1);
let seedSource: () => number = randomSeed;

/** The seed of a new session. */
export function newSessionSeed(): number {
  return seedSource();
}

/** Tests: fix where session seeds come from (null restores the random source). */
export function setSessionSeedSource(source: (() => number) | null): void {
  seedSource = source ?? randomSeed;
}
