/**
 * The first screen of each address, as plain data (no imports): the app preloads from it
 * (first-screen.ts) and the build reads it (web/vite.config.ts) to write, for each pattern, the files of
 * its modules, which the server names as `modulepreload` links in the page it sends for that address, so
 * the browser fetches them with the entry instead of after it (issue 10).
 */
const STAFF_FRAME = ['staff'];

export const QUERY = 'src/lib/query-provider.tsx';
export const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
export const STAFF_LAYOUT = 'src/app/layouts/staff-layout.tsx';

export interface FirstScreen {
  /** A regular expression's source, matched against the path. */
  pattern: string;
  namespaces: string[];
  /** Source files (Vite manifest keys) of the screen's lazy modules. */
  modules: string[];
}

export const FIRST_SCREENS: FirstScreen[] = [
  { pattern: '^/$', namespaces: ['landing'], modules: ['src/app/routes/landing.tsx'] },
  { pattern: '^/student-code$', namespaces: [], modules: [] },
  { pattern: '^/student-home$', namespaces: ['studentHome'], modules: ['src/app/routes/student-home.tsx', QUERY] },
  { pattern: '^/student-', namespaces: ['validation'], modules: [QUERY] },
  {
    pattern: '^/(teacher-login|admin-login|register|forgot-password|reset-password|verify-email)',
    namespaces: ['landing', 'auth', 'validation'],
    modules: [PUBLIC_LAYOUT, QUERY],
  },
  { pattern: '^/(terms|privacy)$', namespaces: ['landing', 'legal'], modules: [PUBLIC_LAYOUT] },
  {
    pattern: '^/teacher-dashboard$',
    namespaces: [...STAFF_FRAME, 'dashboards', 'messages'],
    modules: [STAFF_LAYOUT, 'src/app/routes/teacher-dashboard.tsx', QUERY],
  },
  { pattern: '^/admin-dashboard$', namespaces: [...STAFF_FRAME, 'dashboards'], modules: [STAFF_LAYOUT, QUERY] },
];
