import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const SECRET = 'k'.repeat(40);

describe('configuration read at start (issue 21)', () => {
  it('refuses a malformed PORT, DB_POOL_SIZE or LOG_LEVEL with one sentence naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a port number from 0 to 65535, got "abc".');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a port number from 0 to 65535, got "70000".');
    expect(() => loadConfig({ PORT: '80.5' })).toThrow('PORT must be a port number from 0 to 65535, got "80.5".');
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow('DB_POOL_SIZE must be a number of connections from 1 to 500, got "0".');
    expect(() => loadConfig({ DB_POOL_SIZE: 'ten' })).toThrow('DB_POOL_SIZE must be a number of connections from 1 to 500');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    );
    expect(() => loadConfig({ SCHOOL_STORAGE_QUOTA_MB: '-5' })).toThrow(
      'SCHOOL_STORAGE_QUOTA_MB must be a whole number of megabytes above 0',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY must be a whole number of processes from 1 to 64, got "0".',
    );
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be 1 or 0, got "yes".');
    expect(() => loadConfig({ PUBLIC_URL: 'aralin.example.school' })).toThrow(
      'PUBLIC_URL must be an http:// or https:// address, got "aralin.example.school".',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.school' })).toThrow('SMTP_URL must be an smtp:// or smtps:// address.');
  });

  it('says every wrong variable at once, one line each', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'true' });
    } catch (err) {
      message = (err as Error).message;
    }
    const lines = message.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines).toContain('PORT must be a port number from 0 to 65535, got "abc".');
    expect(lines).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".');
    expect(lines.some((l) => l.startsWith('TRUST_PROXY=true would believe any client'))).toBe(true);
  });

  it('requires APP_SECRET with DATABASE_URL, and never repeats a secret in a message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://aralin:lihim@db.example.net/aralin' })).toThrow(
      'APP_SECRET must be set when DATABASE_URL is: every server on one database signs and checks sign-ins with it (make one with: openssl rand -hex 32).',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://aralin:lihim@db.example.net/aralin', APP_SECRET: '   ' })).toThrow(
      'APP_SECRET must be set when DATABASE_URL is',
    );
    expect(() => loadConfig({ APP_SECRET: 'maikli-na-lihim' })).toThrow('APP_SECRET must be at least 32 characters long.');
    expect(() => loadConfig({ APP_SECRET: 'maikli-na-lihim' })).not.toThrow(/maikli/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://aralin:lihim@db/aralin', APP_SECRET: SECRET })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// address.',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://aralin:lihim@db/aralin', APP_SECRET: SECRET })).not.toThrow(/lihim/);
    expect(loadConfig({ DATABASE_URL: 'postgresql://aralin:lihim@db.example.net/aralin', APP_SECRET: SECRET })).toMatchObject({
      databaseUrl: 'postgresql://aralin:lihim@db.example.net/aralin',
      appSecret: SECRET,
    });
    // The embedded database keeps a generated secret in DATA_DIR.
    expect(loadConfig({}).appSecret).toBeUndefined();
  });

  it('refuses a partial S3_* set naming the missing variables', () => {
    expect(() => loadConfig({ S3_BUCKET: 'aralin' })).toThrow(
      'Object storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: set S3_ENDPOINT and S3_ACCESS_KEY and S3_SECRET_KEY too, or unset S3_* to keep files under DATA_DIR/files.',
    );
  });

  it('takes the defaults when unset or empty and the values when well formed', () => {
    const defaults = {
      port: 3000,
      host: '127.0.0.1',
      dbPoolSize: undefined,
      logLevel: 'info',
      storageQuotaBytes: 2048 * 1024 * 1024,
      webConcurrency: undefined,
      seedDemo: undefined,
      trustProxy: false,
      s3: undefined,
      mailFrom: 'Aralin <no-reply@aralin.local>',
      publicUrl: 'http://127.0.0.1:3000',
    };
    expect(loadConfig({})).toMatchObject(defaults);
    expect(loadConfig({ PORT: '', DB_POOL_SIZE: ' ', LOG_LEVEL: '', MAIL_FROM: '', SEED_DEMO: '' })).toMatchObject(defaults);
    expect(
      loadConfig({
        PORT: '8080',
        DB_POOL_SIZE: '40',
        LOG_LEVEL: 'DEBUG',
        SCHOOL_STORAGE_QUOTA_MB: '500',
        WEB_CONCURRENCY: '3',
        SEED_DEMO: '0',
        PUBLIC_URL: 'https://aralin.example.school/',
        METRICS_TOKEN: 'sukatan',
      }),
    ).toMatchObject({
      port: 8080,
      dbPoolSize: 40,
      logLevel: 'debug',
      storageQuotaBytes: 500 * 1024 * 1024,
      webConcurrency: 3,
      seedDemo: false,
      publicUrl: 'https://aralin.example.school',
      metricsToken: 'sukatan',
    });
  });
});
