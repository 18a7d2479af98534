/**
 * `npm run size`: what a first visit downloads, measured from the built files (web/dist) along the real
 * chunk graph, compressed as the server sends it (brotli). Fails when a budget of issue 10 is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { closure, ENTRY, LANGUAGES, namespaceSource, readManifest, type Lang, type Manifest } from '../web/build/chunks';

const dist = path.resolve(import.meta.dirname, '..', 'web', 'dist');
const KiB = 1024;

interface Visit {
  name: string;
  /** Lazily loaded screens (manifest keys) the visit renders. */
  screens: string[];
  /** Text namespaces the visit's screens ask for. */
  namespaces: string[];
  budget: number;
}

const visits: Visit[] = [
  { name: 'first visit to /student-code', screens: [], namespaces: [], budget: 120 * KiB },
  {
    name: 'staff: /teacher-login then /teacher-dashboard',
    screens: [
      'src/features/account/components/teacher-login-form.tsx',
      'src/app/layouts/staff-layout.tsx',
      'src/app/routes/teacher-dashboard.tsx',
    ],
    namespaces: ['landing', 'auth', 'validation', 'staff', 'dashboards', 'messages'],
    budget: 250 * KiB,
  },
];

function compressedSize(file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

function measure(manifest: Manifest, visit: Visit, language: Lang) {
  const files = closure(manifest, [ENTRY, ...visit.screens, ...visit.namespaces.map((ns) => namespaceSource(language, ns))]);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sum = (list: string[]) => list.reduce((n, f) => n + compressedSize(f), 0);
  return { js: sum(js), css: sum(css), files: js.length };
}

const manifest = readManifest(dist);
let failed = false;
for (const visit of visits) {
  for (const language of LANGUAGES) {
    const { js, css, files } = measure(manifest, visit, language);
    const ok = js <= visit.budget;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${visit.name} (${language}): JS ${(js / KiB).toFixed(1)} KiB in ${files} files ` +
        `(budget ${visit.budget / KiB} KiB), CSS ${(css / KiB).toFixed(1)} KiB, brotli`,
    );
  }
}
if (failed) {
  console.error('A JavaScript budget of issue 10 is exceeded: see which chunk grew with `npx vite build` in web/.');
  process.exit(1);
}
