import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import fs from 'node:fs';
import path from 'node:path';
import { closure, ENTRY, readManifest, studentFiles } from './build/chunks';
import { FIRST_SCREENS } from './src/app/first-screens.data';

/** The API server the dev and preview servers forward to (ARALIN_API overrides, e.g. another port). */
const api = process.env.ARALIN_API ?? 'http://127.0.0.1:3000';

/**
 * Only the API's own prefixes are proxied (spec §7). The SPA has look-alike routes
 * (/student-home, /subject/..., /subjectsactivities), so each key is an anchored pattern:
 * '/students/' and '/subjects/' need their slash, the others end at a slash or the end.
 */
const proxy = Object.fromEntries(
  ['^/(account|api|management|files)(/|$)', '^/(students|subjects)/'].map((key) => [key, { target: api, changeOrigin: false }]),
);

const outDir = 'dist';

/** Paths the service worker never answers with the app shell: the API and uploaded files. */
const API_PATHS = /^\/(account|api|management|students|subjects|files|healthz|readyz|metrics)(\/|$)/;

/**
 * Writes dist/.vite/first-screens.json: for each first-screen pattern, the JS and CSS its modules load
 * beyond the entry. The server adds them to the page as preload links (server/src/plugins/web.ts).
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'aralin-first-screen-preloads',
    apply: 'build',
    closeBundle() {
      const dist = path.resolve(import.meta.dirname, outDir);
      const manifest = readManifest(dist);
      const entry = closure(manifest, [ENTRY]);
      const screens = FIRST_SCREENS.map(({ pattern, modules }) => ({
        pattern,
        files: [...closure(manifest, modules)].filter((file) => !entry.has(file)),
      }));
      fs.writeFileSync(path.join(dist, '.vite', 'first-screens.json'), JSON.stringify(screens));
    },
  };
}

/**
 * The server's Content-Security-Policy has no 'unsafe-eval' (server/src/app.ts). Zod probes for eval with
 * `new Function('')` as each object schema is built, at import time, before any code of ours could call
 * `z.config({ jitless: true })`; the browser blocks the probe and reports a violation on every page. The
 * built app's zod starts jitless instead (the schemas here are small; the server keeps the JIT). The build
 * fails if zod's start-up line ever changes, rather than silently probing again.
 */
function zodWithoutEval(): Plugin {
  const start = '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});';
  return {
    name: 'aralin-zod-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(start)) throw new Error(`zod's global configuration line moved (${id}): update zodWithoutEval`);
      return {
        code: code.replace(start, '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = { jitless: true });'),
        map: null,
      };
    },
  };
}

/**
 * The built app runs on Preact's React-compatible layer (issue 10): React DOM is about 60 KiB of the
 * child's first download over mobile data, Preact about 5. Tests and the dev server keep React.
 */
const preactInBuild = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: preactInBuild } : {},
  plugins: [
    react(),
    firstScreenPreloads(),
    zodWithoutEval(),
    VitePWA({
      // Staff are asked before a new version takes over; children get it at a safe point (src/app/pwa.ts).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Aralin',
        short_name: 'Aralin',
        description: 'Learning for Filipino schools. Pag-aaral para sa mga paaralang Pilipino.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#c2410c',
        background_color: '#fff7ed',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, the child's screens and texts (both languages), the shipped art and icons. Staff screens
        // are cached when first used (runtime rule below), so a child's tablet doesn't fetch them ahead.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.{br,gz}', '.vite/**'],
        manifestTransforms: [
          (entries) => {
            const keep = studentFiles(readManifest(outDir));
            const manifest = entries.filter((e) => !e.url.endsWith('.js') || keep.has(e.url) || !e.url.startsWith('assets/'));
            return { manifest, warnings: [] };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [API_PATHS],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed files never change: staff screens, once fetched, load from the cache.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'aralin-assets', expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 90 } },
          },
          {
            // Pictures and recordings of the activity being played (keys are unguessable and never reused).
            // Kept by the file's path: its link's expiry and signature change every hour (docs/privacy.md).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'aralin-media',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
              plugins: [{ cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname }],
            },
          },
        ],
      },
    }),
    // Every text file also as .br and .gz next to it, made once here; the server sends the one the browser takes.
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir,
    // Source maps stay out of the served files (issue 17); `vite build --sourcemap` makes them locally.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
}));
