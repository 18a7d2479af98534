/**
 * Clean-up that fails (closing a pool, removing a half-written file, releasing a lock) must not hide what
 * the caller is doing, but must not go unseen either (issue 21): one warning with what was being done.
 */

/** Something that takes warnings: a pino or Fastify logger, or `stderrLog` in command-line tools. */
export interface WarnLog {
  warn(obj: object, msg: string): void;
}

/** A `.catch` handler: logs the failure of `what` once and goes on. */
export function logFailure(log: WarnLog, what: string): (err: unknown) => void {
  return (err: unknown) => log.warn({ err }, `${what} failed`);
}

/** For command-line tools without a logger (npm run backup): one line on stderr. */
export const stderrLog: WarnLog = {
  warn(obj, msg) {
    const err = (obj as { err?: unknown }).err;
    console.error(err instanceof Error ? `${msg}: ${err.message}` : msg);
  },
};
