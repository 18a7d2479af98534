/**
 * Runs in every server test file. Worker processes run file after file (vitest.config.ts, `isolate: false`):
 * what a file fixed in the process goes back to the product's default when the file ends.
 */
import { afterAll } from 'vitest';
import { setSessionSeedSource } from '../src/features/play/play.random';

// play.test-world.ts's fixSeeds: the next file's sessions get random seeds again, as in a fresh process.
afterAll(() => setSessionSeedSource(null));
