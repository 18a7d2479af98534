/**
 * Runtime configuration from the environment (ARCHITECTURE.md 'Runtime contract'), checked at start by one
 * zod schema (issue 21): every variable the server reads is in `EnvSchema`, and each refusal is one line
 * naming the variable and what it must be. An unset and an empty variable are the same: the default.
 */
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './lib/startup-error';
import { WEB_DIST } from './lib/paths';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** APP_SECRET; unset only with the embedded database (then generated into DATA_DIR/app-secret). */
  appSecret: string | undefined;
  /** Object storage for files; undefined keeps them under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** undefined: seed only a new embedded database; true/false: forced. */
  seedDemo: boolean | undefined;
  logLevel: string;
  /**
   * DB_POOL_SIZE: connections each server process keeps to PostgreSQL. undefined = the default, POOL_TOTAL (10,
   * docs/benchmarks.md session 13) shared among the worker processes (workers.ts, session 15).
   */
  dbPoolSize: number | undefined;
  /** WEB_CONCURRENCY: worker processes serving HTTP; undefined = one per core. */
  webConcurrency: number | undefined;
  /** METRICS_TOKEN: unset = /metrics on loopback only. */
  metricsToken: string | undefined;
  /**
   * Which X-Forwarded-For hops to believe (TRUST_PROXY): false (unset) = the socket address only; a number =
   * that many proxy hops; a list of addresses/CIDRs = only those proxies.
   */
  trustProxy: false | number | string[];
  webDist: string;
  /** Each school's room for uploaded files, in bytes (SCHOOL_STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  /** The argon2id cost of new password hashes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS). */
  passwordHash: PasswordCost;
  isTest: boolean;
}

/** The cost of a new argon2id password hash (lib/passwords.ts): memory in KiB and iterations. */
export interface PasswordCost {
  memoryKib: number;
  iterations: number;
}

/** OWASP's argon2id parameters (19 MiB, 2 iterations): the product's default. */
export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryKib: 19_456, iterations: 2 };

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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;
/** APP_SECRET's shortest length: `openssl rand -hex 32` gives 64 characters. */
const SECRET_MIN = 32;

/** Trimmed; unset and empty both become undefined, so the schema's default applies. */
function setting<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), schema);
}
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const httpUrl = z.url({ protocol: /^https?$/ });
const oneOrZero = (truthy: string[], falsy: string[]) => z.stringbool({ truthy, falsy });

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

/** Every variable the server reads, with its default. */
const EnvSchema = z
  .object({
    // 0: any free port (tests and benches).
    PORT: setting(whole(0, 65535).default(3000)),
    HOST: setting(z.string().default('127.0.0.1')),
    DATA_DIR: setting(z.string().default('./data')),
    DATABASE_URL: setting(
      z
        .string()
        .regex(/^(postgres(ql)?:\/\/|socket:)/)
        .optional(),
    ),
    SMTP_URL: setting(
      z
        .string()
        .regex(/^smtps?:\/\/./)
        .optional(),
    ),
    MAIL_FROM: setting(z.string().default('Aralin <no-reply@aralin.local>')),
    PUBLIC_URL: setting(httpUrl.optional()),
    APP_SECRET: setting(z.string().min(SECRET_MIN).optional()),
    S3_ENDPOINT: setting(httpUrl.optional()),
    S3_BUCKET: setting(z.string().optional()),
    S3_ACCESS_KEY: setting(z.string().optional()),
    S3_SECRET_KEY: setting(z.string().optional()),
    S3_REGION: setting(z.string().default('us-east-1')),
    S3_FORCE_PATH_STYLE: setting(oneOrZero(['1', 'true'], ['0', 'false']).default(false)),
    SEED_DEMO: setting(oneOrZero(['1'], ['0']).optional()),
    LOG_LEVEL: setting(z.string().toLowerCase().pipe(z.enum(LOG_LEVELS)).default('info')),
    DB_POOL_SIZE: setting(whole(1, 500).optional()),
    WEB_CONCURRENCY: setting(whole(1, 64).optional()),
    METRICS_TOKEN: setting(z.string().optional()),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        try {
          return parseTrustProxy(v);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
          return z.NEVER;
        }
      }),
    SCHOOL_STORAGE_QUOTA_MB: setting(whole(1, 999_999_999).default(2048)),
    // Below the defaults weakens stored passwords: for tests and benchmarks (docs/security.md).
    PASSWORD_HASH_MEMORY_KIB: setting(whole(1024, 4_194_304).default(DEFAULT_PASSWORD_COST.memoryKib)),
    PASSWORD_HASH_ITERATIONS: setting(whole(1, 100).default(DEFAULT_PASSWORD_COST.iterations)),
    NODE_ENV: z.string().optional(),
    VITEST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // Two processes on one database must sign and check tokens with the same secret: a generated one is
    // kept per DATA_DIR, so it would differ from machine to machine.
    if (env.DATABASE_URL && !env.APP_SECRET)
      ctx.addIssue({
        code: 'custom',
        message:
          'APP_SECRET must be set when DATABASE_URL is: every server on one database signs and checks sign-ins with it (make one with: openssl rand -hex 32).',
      });
    // All of S3_* or none: a partial set would put files somewhere the operator did not mean.
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < S3_REQUIRED.length)
      ctx.addIssue({
        code: 'custom',
        message: `Object storage needs all of ${S3_REQUIRED.join(', ')}: set ${missing.join(' and ')} too, or unset S3_* to keep files under DATA_DIR/files.`,
      });
  });

type EnvName = keyof z.input<typeof EnvSchema>;

/** What each variable must be, for the line that refuses it. */
const MUST_BE: Partial<Record<EnvName, string>> = {
  PORT: 'a port number from 0 to 65535',
  DATABASE_URL: 'a postgres:// or postgresql:// address',
  SMTP_URL: 'an smtp:// or smtps:// address',
  PUBLIC_URL: 'an http:// or https:// address',
  APP_SECRET: `at least ${SECRET_MIN} characters long`,
  S3_ENDPOINT: 'an http:// or https:// address',
  S3_FORCE_PATH_STYLE: '1 or 0',
  SEED_DEMO: '1 or 0',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  DB_POOL_SIZE: 'a number of connections from 1 to 500',
  WEB_CONCURRENCY: 'a whole number of processes from 1 to 64',
  SCHOOL_STORAGE_QUOTA_MB: 'a whole number of megabytes above 0',
  PASSWORD_HASH_MEMORY_KIB: 'a whole number of KiB from 1024 to 4194304',
  PASSWORD_HASH_ITERATIONS: 'a whole number from 1 to 100',
};
/** Values never repeated in a message: they hold passwords or keys. */
const SECRETS = new Set<string>(['DATABASE_URL', 'SMTP_URL', 'APP_SECRET', 'S3_SECRET_KEY', 'METRICS_TOKEN']);

/** One line for an issue: the schema's own sentence, or the variable, what it must be and what it was. */
function lineOf(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  if (issue.code === 'custom') return issue.message;
  const name = String(issue.path[0]);
  const what = MUST_BE[name as EnvName] ?? 'a valid value';
  return SECRETS.has(name) ? `${name} must be ${what}.` : `${name} must be ${what}, got "${env[name]}".`;
}

/**
 * Reads the configuration from an environment map. Anything that can't work throws a StartupError whose
 * message is one line per wrong variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new StartupError(parsed.error.issues.map((issue) => lineOf(issue, env)).join('\n'));
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    appSecret: e.APP_SECRET,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    webDist: WEB_DIST,
    storageQuotaBytes: e.SCHOOL_STORAGE_QUOTA_MB * 1024 * 1024,
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, iterations: e.PASSWORD_HASH_ITERATIONS },
    isTest: e.NODE_ENV === 'test' || e.VITEST === 'true',
  };
}

/**
 * The value for Fastify's trustProxy. A hop count becomes a function trusting the nearest `hops` addresses
 * (Fastify 5 treats a bare number as "trust nothing").
 */
export function trustProxyOption(value: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}
