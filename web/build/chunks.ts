/**
 * The built app's chunk graph, read from Vite's manifest (`dist/.vite/manifest.json`). Two users of it:
 * the service worker's precache list (what a child's tablet keeps) and `npm run size` (the budgets of
 * issue 10). Both follow the real imports, so a screen that starts pulling in more shows up at once.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const ENTRY = 'index.html';

/** Source files (manifest keys) of the screens a child uses, loaded lazily by the router. */
export const STUDENT_SCREENS = [
  'src/features/student-sign-in/components/profile-grid.tsx',
  'src/features/student-sign-in/components/student-password-form.tsx',
  'src/app/routes/student-home.tsx',
  'src/app/routes/parent-area.tsx',
  'src/features/rewards/components/rewards-screen.tsx',
  'src/features/student-activities/components/activity-list.tsx',
  'src/features/student-activities/components/activity-detail.tsx',
  'src/features/play/components/play-screen.tsx',
  'src/features/tracing/components/tracing-screen.tsx',
  'src/features/tracing/components/practice-page.tsx',
  'src/app/routes/legal.tsx',
];

/** Text namespaces of the child's screens loaded lazily (common and student come with the entry). */
export const STUDENT_NAMESPACES = ['landing', 'legal', 'studentHome', 'studentActivities', 'play', 'rewards', 'parentArea', 'tracing'];

export const LANGUAGES = ['en', 'tl'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Manifest key of a namespace's catalogue; `validation` is built from the contract's messages. */
export function namespaceSource(language: Lang, namespace: string): string {
  return namespace === 'validation' ? 'src/lib/validation-texts.ts' : `src/locales/${language}/${namespace}.json`;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files (JS and CSS) that loading these sources fetches: each chunk with its static imports. */
export function closure(manifest: Manifest, sources: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: the chunk graph changed, update web/build/chunks.ts`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

/** What the service worker precaches of the JS: the entry, the child's screens and their texts. */
export function studentFiles(manifest: Manifest): Set<string> {
  const texts = LANGUAGES.flatMap((lang) => [...STUDENT_NAMESPACES, 'validation'].map((ns) => namespaceSource(lang, ns)));
  return closure(manifest, [ENTRY, ...STUDENT_SCREENS, ...texts]);
}
