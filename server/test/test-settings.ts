/**
 * Settings of the product that make disposable test servers cheaper, passed the way an operator would set
 * them (environment variables config.ts reads), so tests take no code path of their own.
 */

/**
 * argon2id at its cheapest (1 MiB, 1 iteration: about 2 ms a hash instead of about 50): the suites hash
 * thousands of fixture passwords and check as many sign-ins. The product's default stays OWASP's
 * (config.ts DEFAULT_PASSWORD_COST); server/src/lib/passwords.test.ts checks both costs.
 */
export const TEST_PASSWORD_HASH = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' } as const;

/**
 * PostgreSQL settings (EMBEDDED_PG_OPTIONS, or pg_ctl -o for CI's Debian server) for a disposable test
 * server: nothing waits for the disk. Every commit and DROP DATABASE waits for a flush otherwise; a
 * machine crash mid-run loses only that run's data.
 */
export const NO_FSYNC = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
