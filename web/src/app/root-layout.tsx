import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { decideAccess, rememberOrigin } from '../lib/access';
import { roleOf } from '../lib/auth-storage';
import { useSession } from '../lib/use-session';
import { OfflineScreen, useOnline } from './offline-screen';
import { PageLoading } from './page-loading';
import type { RouteHandle, TitleT } from './route-handle';

/** The app was opened (or reloaded) with no connection. Later drops are each screen's business. */
const openedOffline = typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * The root of every route. It applies the guard of spec §2 to every path, routed or not: a visitor
 * who is not signed in goes to / (the origin remembered), a wrong role goes to its own home.
 */
export function RootLayout() {
  const { token, user } = useSession();
  const online = useOnline();
  const location = useLocation();
  const role = token ? roleOf(user) : null;
  const decision = decideAccess(role, location.pathname, location.search);
  useDocumentTitle();

  // Opened with no connection: the shell came from the service worker; say so instead of failing screens.
  if (openedOffline && !online) return <OfflineScreen />;
  if (decision.kind === 'sign-in') return <SignInRedirect origin={decision.origin} />;
  if (decision.kind === 'wrong-role') return <Navigate to={decision.to} replace />;
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

function SignInRedirect({ origin }: { origin: string }) {
  useEffect(() => rememberOrigin(origin), [origin]);
  return <Navigate to="/" replace />;
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

/**
 * Sets document.title from the deepest route's handle, in the current language. The title's namespace
 * arrives with its screen: until then the title is the app's name (no namespace is fetched for a title).
 */
function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  let missing = false;
  const translate = i18n.t as unknown as (key: string) => string;
  const titleT = ((key: string) => {
    if (!i18n.exists(key)) missing = true;
    return translate(key);
  }) as unknown as TitleT;
  const found = handle?.title?.(titleT);
  const title = missing ? undefined : found;
  useEffect(() => {
    document.title = title ? `${title} · ${t('appName')}` : t('appName');
  }, [title, t]);
}
