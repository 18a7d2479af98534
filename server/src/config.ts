/** Runtime configuration from the environment (ARCHITECTURE.md 'Runtime contract'). */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  appSecret: string | undefined;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string } | undefined;
  /** undefined: seed only a new embedded database; true/false: forced. */
  seedDemo: boolean | undefined;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe (TRUST_PROXY): false (unset) = the socket address only; a number =
   * that many proxy hops; a list of addresses/CIDRs = only those proxies.
   */
  trustProxy: false | number | string[];
  webDist: string;
  isTest: boolean;
}

/** Reads the configuration from an environment map. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const s3 =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
      ? { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY }
      : undefined;
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
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    isTest: env.NODE_ENV === 'test' || env.VITEST === 'true',
  };
}

/** TRUST_PROXY: unset/empty/0 = trust no proxy; a hop count; or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v.toLowerCase() === 'true') throw new Error('TRUST_PROXY=true would believe any client; give a hop count or proxy addresses');
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
