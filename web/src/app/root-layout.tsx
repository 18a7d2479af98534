import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { decideAccess, rememberOrigin } from '../lib/access';
import { roleOf } from '../lib/auth-storage';
import { useSession } from '../lib/use-session';
import { type RouteHandle, TITLE_NAMESPACES } from './route-handle';

/**
 * The root of every route. It applies the guard of spec §2 to every path, routed or not: a visitor
 * who is not signed in goes to / (the origin remembered), a wrong role goes to its own home.
 */
export function RootLayout() {
  const { token, user } = useSession();
  const location = useLocation();
  const role = token ? roleOf(user) : null;
  const decision = decideAccess(role, location.pathname, location.search);
  useDocumentTitle();

  if (decision.kind === 'sign-in') return <SignInRedirect origin={decision.origin} />;
  if (decision.kind === 'wrong-role') return <Navigate to={decision.to} replace />;
  return (
    <>
      <SkipLink />
      <Outlet />
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

/** Sets document.title from the deepest route's handle, in the current language. */
function useDocumentTitle() {
  const { t } = useTranslation(TITLE_NAMESPACES);
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = handle?.title?.(t);
  useEffect(() => {
    document.title = title ? `${title} · ${t('appName')}` : t('appName');
  }, [title, t]);
}
