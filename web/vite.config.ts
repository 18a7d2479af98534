import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'libs', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
