/**
 * Health and metrics for whoever runs Aralin (issue 16): GET /healthz (the process answers), GET /readyz
 * (the database answers; 503 with a reason otherwise — while draining Fastify itself answers 503), and
 * GET /metrics in the Prometheus text format (prom-client): requests by route pattern and status with
 * their durations, the pool, answers recorded, sign-ins, and the process. In cluster mode the worker that
 * is asked collects every worker's figures through the primary (prom-client's AggregatorRegistry).
 * /metrics answers only on loopback unless METRICS_TOKEN is set; then it needs `Authorization: Bearer`.
 */
import cluster from 'node:cluster';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { AppContext } from '../context';

const registry = client.register;
let defaultsOn = false;

const httpDuration = new client.Histogram({
  name: 'aralin_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, and how long they took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const answers = new client.Counter({
  name: 'aralin_answers_recorded_total',
  help: 'submit-answer calls answered with 200 (a repeat answers its first result and is counted again)',
});
const logins = new client.Counter({
  name: 'aralin_logins_total',
  help: 'Sign-in attempts by kind (staff, admin, student) and outcome (ok, refused)',
  labelNames: ['kind', 'outcome'] as const,
});
const pools = new Set<{ totalCount: number; idleCount: number; waitingCount: number }>();
new client.Gauge({
  name: 'aralin_db_pool_connections',
  help: 'Database pool connections by state (in use, idle, waiting requests)',
  labelNames: ['state'] as const,
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

const LOGIN_ROUTES: Record<string, string> = {
  '/account/teacher/login/': 'staff',
  '/account/admin/login/': 'admin',
  '/students/login/': 'student',
};

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Cluster workers ask the primary for everyone's figures. */
const METRICS_REQ = 'aralin:metrics-req';
const METRICS_RES = 'aralin:metrics-res';
type MetricsMessage = { type: string; id: string; text?: string; error?: string };
const waiting = new Map<string, (m: MetricsMessage) => void>();

function clusterText(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = crypto.randomUUID();
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not answer'));
    }, 6_000);
    waiting.set(id, (m) => {
      clearTimeout(timer);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.text ?? '');
    });
    process.send!({ type: METRICS_REQ, id });
  });
}

/** In the primary: answers workers' requests with the figures of all workers. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== METRICS_REQ) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_RES, id: message.id, text }),
      (err: Error) => worker.send({ type: METRICS_RES, id: message.id, error: err.message }),
    );
  });
}

export function registerObservability(app: FastifyInstance, ctx: AppContext) {
  if (!defaultsOn) {
    defaultsOn = true;
    client.collectDefaultMetrics({ prefix: 'aralin_' });
    if (cluster.isWorker) {
      // Installs prom-client's answer to the primary's collection requests.
      new client.AggregatorRegistry();
      process.on('message', (m: MetricsMessage) => m?.type === METRICS_RES && waiting.get(m.id)?.(m));
    }
  }
  pools.add(ctx.db.$client);
  app.addHook('onClose', async () => void pools.delete(ctx.db.$client));

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpDuration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 200 && route.startsWith('/subjects/submit-answer/')) answers.inc();
    const kind = LOGIN_ROUTES[route];
    if (kind && req.method === 'POST') logins.inc({ kind, outcome: reply.statusCode === 200 ? 'ok' : 'refused' });
  });

  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const check = ctx.db.$client.query('select 1');
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref());
      await Promise.race([check, timeout]);
      return reply.send({ status: 'ready' });
    } catch (err) {
      return reply.code(503).send({ status: 'unavailable', reason: `database: ${(err as Error).message}` });
    }
  });

  app.get('/metrics', async (req, reply) => {
    const token = ctx.config.metricsToken;
    if (token) {
      const given = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const ok = given.length === token.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token));
      if (!ok) return reply.code(401).send({ error: 'A metrics token is needed.' });
    } else if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) {
      return reply.code(403).send({ error: 'Metrics are served on loopback only; set METRICS_TOKEN to allow others.' });
    }
    const text = cluster.isWorker ? await clusterText() : await registry.metrics();
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
}
