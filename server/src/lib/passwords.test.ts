/** Password hashing: the product's default cost is OWASP's; a lower cost (PASSWORD_HASH_*, tests) still checks. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, loadConfig } from '../config';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it("hashes with argon2id at OWASP's 19 MiB and 2 iterations unless configured otherwise", async () => {
    const cost = loadConfig({}).passwordHash;
    expect(cost).toEqual(DEFAULT_PASSWORD_COST);
    expect(cost).toEqual({ memoryKib: 19_456, iterations: 2 });
    const hash = await hashPassword(cost, 'Guro#2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Guro#2024')).toBe(true);
    expect(await verifyPassword(hash, 'Guro#2025')).toBe(false);
  });

  it('takes the cost of new hashes from PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_ITERATIONS; older hashes keep working', async () => {
    const cheap = loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' }).passwordHash;
    expect(cheap).toEqual({ memoryKib: 1024, iterations: 1 });
    const made = await hashPassword(cheap, 'Bata#2024x');
    expect(made).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    // A hash carries its own parameters: checked the same whatever the current setting.
    expect(await verifyPassword(made, 'Bata#2024x')).toBe(true);
    const strong = await hashPassword(DEFAULT_PASSWORD_COST, 'Bata#2024x');
    expect(await verifyPassword(strong, 'Bata#2024x')).toBe(true);
    expect(await dummyVerify(cheap, 'Bata#2024x')).toBe(false);
    expect(await verifyPassword('not a hash', 'Bata#2024x')).toBe(false);
  });

  it('refuses a cost argon2 cannot use, naming the variable', () => {
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(
      'PASSWORD_HASH_MEMORY_KIB must be a whole number of KiB from 1024 to 4194304, got "512".',
    );
    expect(() => loadConfig({ PASSWORD_HASH_ITERATIONS: '0' })).toThrow(
      'PASSWORD_HASH_ITERATIONS must be a whole number from 1 to 100, got "0".',
    );
  });
});
