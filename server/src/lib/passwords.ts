/**
 * Password hashing: argon2id, by default with OWASP's parameters (19 MiB, 2 iterations, 1 lane).
 * PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_ITERATIONS (config.ts) set the cost of new hashes; a stored
 * hash carries its own parameters, so changing them never locks anyone out.
 */
import argon2 from 'argon2';
import type { PasswordCost } from '../config';

const optionsOf = (cost: PasswordCost) =>
  ({ type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 }) as const;

/** Hashes a password. */
export function hashPassword(cost: PasswordCost, password: string): Promise<string> {
  return argon2.hash(password, optionsOf(cost));
}

/** Checks a password against a hash; false on any malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash that matches nothing (one per cost), verified against when an account is unknown so timing does not tell. */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyVerify(cost: PasswordCost, password: string): Promise<boolean> {
  const key = `${cost.memoryKib}/${cost.iterations}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword(cost, 'not-a-real-password-' + Math.random())));
  return dummy.then((h) => verifyPassword(h, password)).then(() => false);
}
