/**
 * One origin (ARCHITECTURE.md): the built web app's files, and the single-page app for every other GET
 * that asks for HTML. Unknown API paths get a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';

/** Paths that belong to the API; the SPA never answers them. `/subjects/` is the API, `/subject/` the app. */
const API_PREFIXES = ['/account/', '/api/', '/management/', '/students/', '/subjects/', '/files/'];

export function isApiPath(url: string): boolean {
  const p = url.split('?')[0];
  return API_PREFIXES.some((prefix) => p.startsWith(prefix) || p === prefix.slice(0, -1));
}

/**
 * Hashed assets never change; the page, the service worker and the web manifest are checked every time
 * (a stale one would pin an old version); shipped pictures may be kept a day.
 */
export function cacheControl(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (/^(art|rewards|icons)\//.test(file)) return 'public, max-age=86400';
  return 'no-cache';
}

/** One first screen's files beyond the entry, as written by the build (web/vite.config.ts). */
interface FirstScreenFiles {
  pattern: string;
  files: string[];
}

/**
 * The page for each first screen: index.html with preload links for the screen's own files, so the
 * browser fetches them with the entry rather than after the entry has run (issue 10). Undefined entries:
 * the plain page.
 */
export function firstScreenPages(indexHtml: string, screens: FirstScreenFiles[]): { test: RegExp; html: string | undefined }[] {
  return screens.map(({ pattern, files }) => {
    const links = files.map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
    return {
      test: new RegExp(pattern),
      html: links.length ? indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : undefined,
    };
  });
}

function readFirstScreens(dist: string): FirstScreenFiles[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'first-screens.json'), 'utf8')) as FirstScreenFiles[];
  } catch {
    return []; // an older build: the plain page everywhere
  }
}

export async function registerWeb(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      // web/vite.config.ts writes .br and .gz beside every text file: the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, file) {
        res.header('Cache-Control', cacheControl(path.relative(dist, file)));
      },
    });
  }
  const pages = hasWeb ? firstScreenPages(fs.readFileSync(indexFile, 'utf8'), readFirstScreens(dist)) : [];
  const sendApp = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const pathname = req.url.split('?')[0];
    const page = pages.find((p) => p.test.test(pathname));
    return page?.html ? reply.type('text/html; charset=utf-8').send(page.html) : reply.sendFile('index.html');
  };
  if (hasWeb) {
    // The root is a directory to the static files (and index.html is not served from there): the app answers it.
    app.get('/', async (req, reply) => sendApp(req, reply));
  }
  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && wantsHtml && !isApiPath(req.url) && hasWeb) return sendApp(req, reply);
    throw new AppError(404, 'routeNotFound');
  });
}
