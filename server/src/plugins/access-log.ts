/**
 * Request logging that costs the hot path nothing measurable (issue 11): at `debug`, one line per request;
 * at `info`, one summary line a minute (requests by status class, mean and slowest time). Lines go through
 * a buffered asynchronous stream, flushed when the process stops.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';

let stream: pino.DestinationStream & { flushSync?: () => void } = process.stdout;
let opened = false;

/** The process's log stream: stdout, written asynchronously in 4 KiB batches. */
export function logStream(): pino.DestinationStream {
  if (!opened) {
    opened = true;
    const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    stream = destination;
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // nothing more can be written at exit
      }
    });
  }
  return stream;
}

/** Writes what is buffered (before a deliberate exit). */
export function flushLogs(): void {
  try {
    stream.flushSync?.();
  } catch {
    // the stream may not be ready yet
  }
}

const SUMMARY_MS = 60_000;

export function registerAccessLog(app: FastifyInstance) {
  let counts: Record<string, number> = {};
  let total = 0;
  let totalMs = 0;
  let slowest = 0;
  const debug = ['debug', 'trace'].includes(app.log.level);
  app.addHook('onResponse', async (req, reply) => {
    const ms = reply.elapsedTime;
    if (debug) {
      req.log.debug({ req, status: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    }
    const key = `${Math.floor(reply.statusCode / 100)}xx`;
    counts[key] = (counts[key] ?? 0) + 1;
    total++;
    totalMs += ms;
    slowest = Math.max(slowest, ms);
  });
  const timer = setInterval(() => {
    if (total === 0) return;
    app.log.info(
      { requests: total, ...counts, meanMs: Math.round((totalMs / total) * 10) / 10, slowestMs: Math.round(slowest) },
      'requests in the last minute',
    );
    counts = {};
    total = 0;
    totalMs = 0;
    slowest = 0;
  }, SUMMARY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
