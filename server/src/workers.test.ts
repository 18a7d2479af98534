import { describe, expect, it } from 'vitest';
import { OWN_CONNECTIONS, poolPerWorker, POOL_MIN_PER_WORKER, POOL_TOTAL, SPARE_CONNECTIONS } from './workers';

describe('poolPerWorker', () => {
  const embedded = { maxConnections: 200, reserved: 3 };

  it('keeps DB_POOL_SIZE while every pool fits', () => {
    expect(poolPerWorker(20, 2, embedded)).toEqual({ size: 20 });
    expect(poolPerWorker(20, 8, embedded)).toEqual({ size: 20 });
  });

  it('lowers it, and says why, when the pools of all workers would pass max_connections', () => {
    const sixteen = poolPerWorker(20, 16, embedded);
    // Each worker also keeps its WAL flusher's connection (OWN_CONNECTIONS).
    expect(sixteen.size).toBe(Math.floor((200 - 3 - SPARE_CONNECTIONS) / 16) - OWN_CONNECTIONS);
    expect((sixteen.size + OWN_CONNECTIONS) * 16 + 3 + SPARE_CONNECTIONS).toBeLessThanOrEqual(200);
    expect(sixteen.note).toContain('max_connections (200');
    expect(sixteen.note).toContain(`at most ${sixteen.size}`);
    // A PostgreSQL server of the default 100 with 8 workers of 20.
    expect(poolPerWorker(20, 8, { maxConnections: 100, reserved: 3 }).size).toBe(9);
  });

  it('shares POOL_TOTAL among the workers when DB_POOL_SIZE is unset, at least POOL_MIN_PER_WORKER each', () => {
    expect(poolPerWorker(undefined, 1, embedded)).toEqual({ size: POOL_TOTAL });
    expect(poolPerWorker(undefined, 2, embedded)).toEqual({ size: 5 });
    expect(poolPerWorker(undefined, 3, embedded)).toEqual({ size: 4 });
    expect(poolPerWorker(undefined, 16, embedded)).toEqual({ size: POOL_MIN_PER_WORKER });
    // Still within max_connections, and the note names the default rather than a setting nobody made.
    const tight = poolPerWorker(undefined, 8, { maxConnections: 30, reserved: 3 });
    expect(tight.size).toBe(1);
    expect(tight.note).toContain('3 connections (DB_POOL_SIZE unset) for each of 8 worker processes');
  });

  it('never goes below one connection a worker', () => {
    expect(poolPerWorker(20, 64, { maxConnections: 20, reserved: 3 }).size).toBe(1);
  });
});
