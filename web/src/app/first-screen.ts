/**
 * What the first screen of a visit needs beyond the entry: its text namespaces (fetched before the first
 * render together with the bundled ones) and its code, fetched at the same time rather than one lazy level
 * after another (issue 10). The router's lazy screens then find the modules already loaded.
 */
const STAFF_FRAME = ['staff'];

interface FirstScreen {
  test: RegExp;
  namespaces: string[];
  load: () => Promise<unknown>[];
}

const SCREENS: FirstScreen[] = [
  { test: /^\/$/, namespaces: ['landing'], load: () => [import('./routes/landing')] },
  { test: /^\/student-code$/, namespaces: [], load: () => [] },
  {
    test: /^\/student-home$/,
    namespaces: ['studentHome'],
    load: () => [import('./routes/student-home'), import('../lib/query-provider')],
  },
  { test: /^\/student-/, namespaces: ['validation'], load: () => [import('../lib/query-provider')] },
  {
    test: /^\/(teacher-login|admin-login|register|forgot-password|reset-password|verify-email)/,
    namespaces: ['landing', 'auth', 'validation'],
    load: () => [import('./layouts/public-layout'), import('../lib/query-provider')],
  },
  { test: /^\/(terms|privacy)$/, namespaces: ['landing', 'legal'], load: () => [import('./layouts/public-layout')] },
  {
    test: /^\/teacher-dashboard$/,
    namespaces: [...STAFF_FRAME, 'dashboards', 'messages'],
    load: () => [import('./layouts/staff-layout'), import('./routes/teacher-dashboard'), import('../lib/query-provider')],
  },
  {
    test: /^\/admin-dashboard$/,
    namespaces: [...STAFF_FRAME, 'dashboards'],
    load: () => [import('./layouts/staff-layout'), import('../lib/query-provider')],
  },
];

const screenOf = (pathname: string) => SCREENS.find((screen) => screen.test.test(pathname));

export function firstNamespaces(pathname: string): string[] {
  return screenOf(pathname)?.namespaces ?? [];
}

/** Starts loading the first screen's code; a failure is left to the router's own loading of it. */
export function preloadFirstScreen(pathname: string): void {
  for (const load of screenOf(pathname)?.load() ?? []) load.catch(() => undefined);
}
