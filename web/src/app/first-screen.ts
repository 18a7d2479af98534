/**
 * What the first screen of a visit needs beyond the entry: its text namespaces (fetched before the first
 * render together with `common`) and its code, fetched at the same time rather than after the texts
 * (issue 10). The router's lazy screens then find the module already loaded.
 */
export function firstNamespaces(pathname: string): string[] {
  if (pathname === '/') return ['landing'];
  if (pathname === '/student-code') return [];
  if (pathname.startsWith('/student-')) return ['student', 'validation'];
  if (/^\/(teacher-login|admin-login|register|forgot-password|reset-password|verify-email)/.test(pathname))
    return ['landing', 'auth', 'validation'];
  return [];
}

/** Starts loading the first screen's code; a failure is left to the router's own loading of it. */
export function preloadFirstScreen(pathname: string): void {
  const loads: Promise<unknown>[] = [];
  if (pathname === '/') loads.push(import('./routes/landing'));
  if (/^\/(teacher-login|admin-login|register|forgot-password|reset-password|verify-email|terms|privacy)/.test(pathname))
    loads.push(import('./layouts/public-layout'));
  for (const load of loads) load.catch(() => undefined);
}
