/**
 * CSRF (ARCHITECTURE.md): GET /account/csrf/ sets the `csrftoken` cookie; every state-changing
 * /account/* call without a bearer token must echo it in X-CSRFToken, else 403. The token is signed
 * with APP_SECRET (double submit), so any server process can check it without shared state.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@aralin/contract';
import type { AppContext } from '../context';
import { forbidden } from '../lib/app-error';
import { hmac, randomToken, safeEqual } from '../lib/crypto';

export const CSRF_COOKIE = 'csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function makeToken(secret: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmac(secret, `csrf:${nonce}`)}`;
}

function isValidToken(secret: string, token: string): boolean {
  const [nonce, mac] = token.split('.');
  return Boolean(nonce && mac) && safeEqual(mac, hmac(secret, `csrf:${nonce}`));
}

export function registerCsrf(app: FastifyInstance, ctx: AppContext) {
  // onRequest, before the body is read: a call without the token gets 403 whatever its body. The matched
  // route decides, not the raw URL, so an encoded path (/%61ccount/...) can't slip past.
  app.addHook('onRequest', async (req) => {
    const path = req.routeOptions.url ?? req.url.split('?')[0];
    if (SAFE.has(req.method) || !path.startsWith('/account/')) return;
    if (req.headers.authorization?.startsWith('Bearer ')) return;
    const header = req.headers['x-csrftoken'];
    const cookie = req.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || !isValidToken(ctx.secret, cookie)) {
      throw forbidden('csrfMissing');
    }
  });

  app.get(routes.account.csrf.path, async (req, reply) => {
    const existing = req.cookies[CSRF_COOKIE];
    const token = existing && isValidToken(ctx.secret, existing) ? existing : makeToken(ctx.secret);
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: ctx.config.publicUrl.startsWith('https://'),
      maxAge: 60 * 60 * 24 * 365,
    });
    return { csrfToken: token };
  });
}
