import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration read at start (issue 21)', () => {
  it('refuses a malformed PORT, DB_POOL_SIZE or LOG_LEVEL with one sentence naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a port number from 0 to 65535, got "abc".');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a port number from 0 to 65535, got "70000".');
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow('DB_POOL_SIZE must be a number of connections from 1 to 500, got "0".');
    expect(() => loadConfig({ DB_POOL_SIZE: 'ten' })).toThrow('DB_POOL_SIZE must be a number of connections from 1 to 500');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    );
    expect(() => loadConfig({ SCHOOL_STORAGE_QUOTA_MB: '-5' })).toThrow(
      'SCHOOL_STORAGE_QUOTA_MB must be a whole number of megabytes above 0',
    );
  });

  it('takes the defaults when unset and the values when well formed', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dbPoolSize: 20,
      logLevel: 'info',
      storageQuotaBytes: 2048 * 1024 * 1024,
    });
    expect(loadConfig({ PORT: '8080', DB_POOL_SIZE: '40', LOG_LEVEL: 'DEBUG', SCHOOL_STORAGE_QUOTA_MB: '500' })).toMatchObject({
      port: 8080,
      dbPoolSize: 40,
      logLevel: 'debug',
      storageQuotaBytes: 500 * 1024 * 1024,
    });
  });
});
