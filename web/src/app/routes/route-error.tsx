import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { StatusPanel } from '../../components/ui/status-panel';
import { NotFoundRoute } from './not-found';

/** Each route's error boundary: the spec's generic error panel, never a raw exception (STYLE §4). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page page--narrow" role="presentation">
      <StatusPanel
        kind="error"
        action={
          <div className="row row--center">
            <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
            <ButtonLink to="/" variant="secondary">
              {t('routeError.home')}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
