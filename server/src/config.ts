/** Runtime configuration from the environment (ARCHITECTURE.md 'Runtime contract'). */
import path from 'node:path';
import { StartupError } from './lib/startup-error';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  appSecret: string | undefined;
  /** Object storage for files; undefined keeps them under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** undefined: seed only a new embedded database; true/false: forced. */
  seedDemo: boolean | undefined;
  logLevel: string;
  /** Connections each server process keeps to PostgreSQL (DB_POOL_SIZE, 20 by default). */
  dbPoolSize: number;
  /**
   * Which X-Forwarded-For hops to believe (TRUST_PROXY): false (unset) = the socket address only; a number =
   * that many proxy hops; a list of addresses/CIDRs = only those proxies.
   */
  trustProxy: false | number | string[];
  webDist: string;
  /** Each school's room for uploaded files, in bytes (SCHOOL_STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  isTest: boolean;
}

/** An S3-compatible bucket (issue 16): AWS S3, MinIO, Ceph, Garage, a cloud's object storage. */
export interface S3Config {
  /** S3_ENDPOINT, e.g. https://s3.eu-central-1.amazonaws.com or http://minio.internal:9000. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** S3_REGION, us-east-1 by default (what most self-hosted servers expect). */
  region: string;
  /** S3_FORCE_PATH_STYLE=1: http://host/bucket/key instead of http://bucket.host/key (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** All of S3_* or none: a partial set would put files somewhere the operator did not mean. */
function loadS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new StartupError(
      `Object storage needs all of ${S3_REQUIRED.join(', ')}: set ${missing.join(' and ')} too, or unset S3_* to keep files under DATA_DIR/files.`,
    );
  }
  const endpoint = env.S3_ENDPOINT!;
  if (!/^https?:\/\/[^/]/.test(endpoint)) {
    throw new StartupError(`S3_ENDPOINT must be an http:// or https:// address (got "${endpoint}").`);
  }
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  if (!['', '0', '1', 'false', 'true'].includes(pathStyle)) {
    throw new StartupError(`S3_FORCE_PATH_STYLE must be 1 or 0 (got "${env.S3_FORCE_PATH_STYLE}").`);
  }
  return {
    endpoint,
    bucket: env.S3_BUCKET!,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}

/** Reads the configuration from an environment map; a partial or malformed S3_* set throws a StartupError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // 0: any free port (tests and benches).
  const port = wholeNumber(env, 'PORT', 3000, 0, 65535, 'a port number');
  const host = env.HOST || '127.0.0.1';
  const s3 = loadS3(env);
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Aralin <no-reply@aralin.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    appSecret: env.APP_SECRET || undefined,
    s3,
    seedDemo: env.SEED_DEMO === '1' ? true : env.SEED_DEMO === '0' ? false : undefined,
    logLevel: logLevelOf(env.LOG_LEVEL),
    dbPoolSize: wholeNumber(env, 'DB_POOL_SIZE', 20, 1, 500, 'a number of connections'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    storageQuotaBytes: parseQuota(env.SCHOOL_STORAGE_QUOTA_MB),
    isTest: env.NODE_ENV === 'test' || env.VITEST === 'true',
  };
}

/** A whole number from the environment within [min, max], its default when unset; else one sentence. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, what: string): number {
  const v = (env[name] ?? '').trim();
  if (v === '') return fallback;
  if (!/^\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max)
    throw new StartupError(`${name} must be ${what} from ${min} to ${max}, got "${env[name]}".`);
  return Number(v);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL: one of pino's levels, info by default. */
function logLevelOf(value: string | undefined): string {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return 'info';
  if (!LOG_LEVELS.includes(v)) throw new StartupError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  return v;
}

/** SCHOOL_STORAGE_QUOTA_MB: each school's room for uploaded files, 2048 MB (2 GB) unless set. */
function parseQuota(value: string | undefined): number {
  const v = (value ?? '').trim();
  if (v === '') return 2048 * 1024 * 1024;
  if (!/^\d{1,9}$/.test(v) || Number(v) === 0)
    throw new StartupError(`SCHOOL_STORAGE_QUOTA_MB must be a whole number of megabytes above 0, got "${v}".`);
  return Number(v) * 1024 * 1024;
}

/** TRUST_PROXY: unset/empty/0 = trust no proxy; a hop count; or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v.toLowerCase() === 'true')
    throw new StartupError(
      'TRUST_PROXY=true would believe any client: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.2,10.0.1.0/24).',
    );
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The value for Fastify's trustProxy. A hop count becomes a function trusting the nearest `hops` addresses
 * (Fastify 5 treats a bare number as "trust nothing").
 */
export function trustProxyOption(value: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}
