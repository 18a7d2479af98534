/**
 * What the first screen of a visit needs beyond the entry: its text namespaces (fetched before the first
 * render together with the bundled ones) and its code, fetched at the same time rather than one lazy level
 * after another (issue 10). The router's lazy screens then find the modules already loaded.
 * The table is first-screens.data.ts.
 */
import { FIRST_SCREENS, PUBLIC_LAYOUT, QUERY, STAFF_LAYOUT } from './first-screens.data';

/** How each module of the table is loaded (literal imports, so that Vite knows the chunks). */
export const LOADERS: Record<string, () => Promise<unknown>> = {
  'src/app/routes/landing.tsx': () => import('./routes/landing'),
  'src/app/routes/student-home.tsx': () => import('./routes/student-home'),
  'src/app/routes/teacher-dashboard.tsx': () => import('./routes/teacher-dashboard'),
  [QUERY]: () => import('../lib/query-provider'),
  [PUBLIC_LAYOUT]: () => import('./layouts/public-layout'),
  [STAFF_LAYOUT]: () => import('./layouts/staff-layout'),
};

const screenOf = (pathname: string) => FIRST_SCREENS.find((screen) => new RegExp(screen.pattern).test(pathname));

export function firstNamespaces(pathname: string): string[] {
  return screenOf(pathname)?.namespaces ?? [];
}

/** Starts loading the first screen's code; a failure is left to the router's own loading of it. */
export function preloadFirstScreen(pathname: string): void {
  for (const module of screenOf(pathname)?.modules ?? []) LOADERS[module]?.().catch(() => undefined);
}
