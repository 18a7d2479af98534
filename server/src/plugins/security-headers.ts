/**
 * The security headers of every answer (issue 2 item 7), from helmet. Worked out once at start-up:
 * @fastify/helmet ran helmet's middleware on every request, which parses the content security policy again
 * each time, about 3% of the server's CPU in the answer loop's profile (issue 11). The headers never depend on
 * the request (no nonces), so each answer gets the same list, set on the raw response as helmet would (error
 * answers included).
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, in its order. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
      return res;
    },
    removeHeader: () => undefined,
  };
  // helmet 8 throws on bad options (it no longer passes them to `next`).
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
