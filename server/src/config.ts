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
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    isTest: env.NODE_ENV === 'test' || env.VITEST === 'true',
  };
}
